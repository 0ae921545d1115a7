import { FEATURE_GROUPS, type FeatureGroupId, featuresOf } from '@kitching/contracts';
import {
  CalendarDays,
  ChefHat,
  type LucideIcon,
  Package,
  ScanBarcode,
  Server,
  ShoppingCart,
  Sparkles,
  Store,
  Users,
} from 'lucide-react';
import { Card } from '../../components/ui/card.component';
import { FeatureStatusBadge } from './feature-status-badge.component';

const ICONS: Record<FeatureGroupId, LucideIcon> = {
  inventory: Package,
  scanner: ScanBarcode,
  recipes: ChefHat,
  'meal-planning': CalendarDays,
  'grocery-lists': ShoppingCart,
  'family-profiles': Users,
  'smart-quick-add': Sparkles,
  'retailer-integration': Store,
  'self-hosting': Server,
};

/**
 * The /features catalogue: every feature group with each feature's honest status, from the one list
 * in the contracts (features.ts) that the roadmap and the pricing page read too.
 */
export function FeatureCatalogue() {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {FEATURE_GROUPS.map(({ id, title, summary }) => {
        const Icon = ICONS[id];
        return (
          <li key={id} data-testid={`feature-group-${id}`}>
            <Card className="h-full p-6">
              <div className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700"
                >
                  <Icon className="size-5" />
                </span>
                <div>
                  <h3 id={`group-${id}`} className="text-lg font-semibold text-stone-900">
                    {title}
                  </h3>
                  <p className="text-sm text-stone-700">{summary}</p>
                </div>
              </div>
              <ul aria-labelledby={`group-${id}`} className="mt-5 divide-y divide-stone-100">
                {featuresOf(id).map((feature) => (
                  <li
                    key={feature.id}
                    data-testid={`feature-${feature.id}`}
                    data-status={feature.status}
                    className="flex items-start justify-between gap-3 py-3"
                  >
                    <div className="min-w-0">
                      <p className="text-sm font-medium text-stone-900">{feature.name}</p>
                      <p className="text-sm text-stone-600">{feature.description}</p>
                    </div>
                    <FeatureStatusBadge status={feature.status} />
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
