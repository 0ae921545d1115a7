import { combinedStatus, type FeatureId, type PLANS, TRIAL_DAYS } from '@kitching/contracts';
import { Check, CircleDashed, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.component';
import { Button } from '../../components/ui/button.component';
import { Card } from '../../components/ui/card.component';
import { cn } from '../../lib/cn';
import { FeatureStatusBadge } from './feature-status-badge.component';
import { type BillingPeriod, planPriceView } from './plan-price.helper';

export type Plan = (typeof PLANS)[number];
interface PlanLine {
  text: string;
  features?: FeatureId[];
}

/**
 * Marketing copy per plan; prices, member limits and the popular flag come from the contracts. A line
 * that names features (ids of the shared list, features.ts) shows their status unless all are live.
 */
const PLAN_COPY: Record<Plan['id'], { tagline: string; includes: PlanLine[] }> = {
  family: {
    tagline: 'Everything a busy household needs to run the kitchen together.',
    includes: [
      { text: 'Shared inventory with barcode scanning', features: ['shared-inventory', 'camera-scanning'] },
      { text: 'Recipe import from any web address', features: ['recipe-import'] },
      { text: 'Weekly meal planning and suggestions', features: ['meal-calendar', 'pantry-suggestions'] },
      { text: 'Unlimited shared grocery lists', features: ['shared-lists'] },
      {
        text: 'Smart Quick Add, with your own AI service if you like',
        features: ['quick-add-text', 'ai-quick-add'],
      },
      { text: 'Kitchen roles and kid accounts', features: ['kitchen-roles', 'kids-without-email'] },
      { text: 'Works offline and installs on your phone', features: ['offline-mode', 'home-screen'] },
    ],
  },
  'family-plus': {
    tagline: 'For big families, shared houses and the ones who cook for everyone.',
    includes: [
      { text: 'Everything in Family' },
      {
        text: 'Grocery retailer ordering and reordering',
        features: ['send-to-grocer', 'one-tap-reorder'],
      },
      { text: 'Photo recognition of food without a barcode', features: ['photo-recognition'] },
      { text: 'Early access to new features' },
      { text: 'Priority email support' },
    ],
  },
};

export function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const view = planPriceView(plan, period);
  const copy = PLAN_COPY[plan.id];
  const titleId = `plan-${plan.id}`;
  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      className={cn('relative flex h-full flex-col p-6 sm:p-8', plan.popular && 'ring-2 ring-brand-600')}
    >
      {plan.popular && (
        <span className="absolute -top-3.5 left-6 inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white shadow-sm sm:left-8">
          <Sparkles className="size-3.5" aria-hidden="true" />
          Most Popular
        </span>
      )}
      <h3 id={titleId} className="text-xl font-bold text-stone-950">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-stone-700">{copy.tagline}</p>

      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-stone-950 sm:text-5xl">
          {view.price}
        </span>
        <span className="text-base font-medium text-stone-600">{view.per}</span>
      </p>
      <div className="mt-2 flex min-h-7 flex-wrap items-center gap-2 text-sm" aria-live="polite">
        {view.savings ? (
          <>
            <Badge tone="green">{view.savings}</Badge>
            <span className="text-stone-600">that's {view.monthlyEquivalent}</span>
          </>
        ) : (
          <span className="text-stone-600">Billed monthly. Save with annual billing.</span>
        )}
      </div>

      <ul className="mt-6 space-y-3 border-t border-stone-100 pt-6 text-sm text-stone-800">
        <li className="flex gap-3 font-semibold text-stone-950">
          <Check className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          {plan.members}
        </li>
        {copy.includes.map((item) => {
          const status = item.features ? combinedStatus(item.features) : 'live';
          return (
            <li key={item.text} className="flex flex-wrap items-start gap-x-3 gap-y-1" data-status={status}>
              {status === 'live' ? (
                <Check className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              ) : (
                <CircleDashed className="size-5 shrink-0 text-stone-400" aria-hidden="true" />
              )}
              <span className="min-w-0 flex-1">{item.text}</span>
              {status === 'live' ? null : <FeatureStatusBadge status={status} />}
            </li>
          );
        })}
      </ul>

      <div className="mt-auto pt-8">
        <Button asChild size="lg" variant={plan.popular ? 'primary' : 'secondary'} className="w-full">
          <Link to="/auth?tab=register" aria-describedby={titleId}>
            Start Free Trial
          </Link>
        </Button>
        <p className="mt-3 text-center text-xs text-stone-600">{TRIAL_DAYS} days free, no credit card</p>
      </div>
    </Card>
  );
}
