import { Clock, type LucideIcon, PiggyBank, Trash2, Users } from 'lucide-react';

interface Claim {
  icon: LucideIcon;
  value: string;
  label: string;
  /** The claim exactly as it is read aloud and tested: value and label together. */
  claim: string;
  detail: string;
}

const CLAIMS: Claim[] = [
  {
    icon: Trash2,
    value: '40%',
    label: 'less food waste',
    claim: '40% less food waste',
    detail: 'Expiry tracking and use-it-up suggestions.',
  },
  {
    icon: Clock,
    value: '2+ hours',
    label: 'saved weekly',
    claim: '2+ hours saved weekly',
    detail: 'Less list-writing, fewer extra trips.',
  },
  {
    icon: Users,
    value: '100%',
    label: 'coordination improvement',
    claim: '100% coordination improvement',
    detail: 'One plan and one list for the whole family.',
  },
  {
    icon: PiggyBank,
    value: '$300+',
    label: 'monthly savings',
    claim: '$300+ monthly savings',
    detail: 'Buy what you need, use what you buy.',
  },
];

/** The four outcome claims of /features, shown as large figures. */
export function ImpactStats() {
  return (
    <section aria-labelledby="impact-title" className="border-y border-stone-200 bg-stone-50 py-12">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="impact-title"
          className="text-center text-sm font-semibold tracking-wide text-brand-700 uppercase"
        >
          What a sorted kitchen adds up to
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {CLAIMS.map(({ icon: Icon, value, label, claim, detail }) => (
            <li key={claim} className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-200">
              <Icon className="mx-auto size-6 text-brand-700" aria-hidden="true" />
              <p className="mt-3">
                <span className="block text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">
                  {value}
                </span>{' '}
                <span className="block text-sm font-medium text-stone-800 sm:text-base">{label}</span>
              </p>
              <p className="mt-2 hidden text-sm text-stone-600 sm:block">{detail}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-xs text-stone-600">
          Estimates for a typical family of four using Kitching every week. Your results will vary.
        </p>
      </div>
    </section>
  );
}
