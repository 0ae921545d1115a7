import { FEATURE_STATUS_LABELS, type FeatureStatus } from '@kitching/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge.component';

export type { FeatureStatus };

const TONES: Record<FeatureStatus, BadgeTone> = {
  live: 'green',
  'in-development': 'yellow',
  planned: 'blue',
};

const DOTS: Record<FeatureStatus, string> = {
  live: 'bg-green-600',
  'in-development': 'bg-amber-500',
  planned: 'bg-sky-500',
};

/** 'Live', 'In Development' or 'Planned': a status of the shared feature list (contracts features.ts). */
export function FeatureStatusBadge({ status }: { status: FeatureStatus }) {
  return (
    <Badge tone={TONES[status]} data-status={status} className="shrink-0 gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOTS[status]}`} />
      {FEATURE_STATUS_LABELS[status]}
    </Badge>
  );
}
