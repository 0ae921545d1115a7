import {
  FEATURE_STATUS_LABELS,
  featureById,
  type PhaseStatus,
  phaseStatus,
  ROADMAP_PHASES,
} from '@kitching/contracts';
import { CircleCheck, CircleDashed, CircleDot } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge.component';
import { cn } from '../../lib/cn';

/** The roadmap's phases, each made of features of the shared list: its status follows theirs. */
const PHASES = ROADMAP_PHASES.map((phase) => ({
  title: phase.title,
  status: phaseStatus(phase.features),
  items: phase.features.map((id) => featureById(id)),
}));

const STATUS_STYLE: Record<PhaseStatus, { tone: BadgeTone; icon: typeof CircleCheck; marker: string }> = {
  Complete: { tone: 'green', icon: CircleCheck, marker: 'bg-green-600 text-white' },
  'In Progress': { tone: 'yellow', icon: CircleDot, marker: 'bg-brand-700 text-white ring-4 ring-brand-100' },
  'Coming Soon': {
    tone: 'gray',
    icon: CircleDashed,
    marker: 'bg-white text-stone-600 ring-1 ring-stone-300',
  },
};

/** Five-phase roadmap from the shared feature list (contracts features.ts): a vertical timeline on phones, a row of columns on large screens. */
export function Roadmap() {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="absolute top-5 bottom-5 left-5 w-px bg-stone-200 lg:right-10 lg:bottom-auto lg:left-10 lg:h-px lg:w-auto"
      />
      <ol className="relative grid gap-6 lg:grid-cols-5 lg:gap-4">
        {PHASES.map((phase, index) => {
          const style = STATUS_STYLE[phase.status];
          const Icon = style.icon;
          return (
            <li
              key={phase.title}
              data-testid="roadmap-phase"
              data-status={phase.status}
              className="relative flex gap-4 lg:flex-col"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'relative z-10 grid size-10 shrink-0 place-items-center rounded-full',
                  style.marker,
                )}
              >
                <Icon className="size-5" />
              </span>
              <div
                className={cn(
                  'flex-1 rounded-2xl border bg-white p-5',
                  phase.status === 'In Progress'
                    ? 'border-brand-300 shadow-md'
                    : 'border-stone-200 shadow-sm',
                )}
              >
                <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
                  Phase {index + 1}
                </p>
                <h3 className="mt-1 font-semibold text-stone-900">{phase.title}</h3>
                <Badge tone={style.tone} className="mt-2">
                  {phase.status}
                </Badge>
                <ul className="mt-3 space-y-1.5 text-sm text-stone-700">
                  {phase.items.map((item) => (
                    <li key={item.id} className="flex gap-2" data-status={item.status}>
                      <span aria-hidden="true" className="mt-2 size-1 shrink-0 rounded-full bg-stone-400" />
                      <span>
                        {item.name}
                        {item.status === 'live' ? null : (
                          <span className="text-stone-500">
                            {' '}
                            ({FEATURE_STATUS_LABELS[item.status].toLowerCase()})
                          </span>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
