import { Badge, type BadgeTone } from '../../components/ui/badge.component';

export type FeatureStatus = 'Live' | 'In Development' | 'Planned';

const TONES: Record<FeatureStatus, BadgeTone> = {
  Live: 'green',
  'In Development': 'yellow',
  Planned: 'blue',
};

const DOTS: Record<FeatureStatus, string> = {
  Live: 'bg-green-600',
  'In Development': 'bg-amber-500',
  Planned: 'bg-sky-500',
};

export function FeatureStatusBadge({ status }: { status: FeatureStatus }) {
  return (
    <Badge tone={TONES[status]} className="shrink-0 gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOTS[status]}`} />
      {status}
    </Badge>
  );
}
