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
import { type FeatureStatus, FeatureStatusBadge } from './feature-status-badge.component';

interface Feature {
  name: string;
  description: string;
  status: FeatureStatus;
}

interface FeatureGroup {
  id: string;
  icon: LucideIcon;
  title: string;
  summary: string;
  features: Feature[];
}

const GROUPS: FeatureGroup[] = [
  {
    id: 'inventory',
    icon: Package,
    title: 'Smart inventory',
    summary: 'One shared picture of the fridge, freezer and pantry.',
    features: [
      {
        name: 'Shared family inventory',
        description: 'The whole family works from one stock list.',
        status: 'Live',
      },
      { name: 'Expiry tracking', description: 'Items that need using up stand out first.', status: 'Live' },
      {
        name: 'Low-stock levels',
        description: 'Set a minimum per item and see what is running out.',
        status: 'Live',
      },
      {
        name: 'Search and category filters',
        description: 'Dairy, produce, pantry and more, found fast.',
        status: 'Live',
      },
      {
        name: 'Expiry reminders',
        description: 'A morning nudge about what to cook before it spoils.',
        status: 'Planned',
      },
    ],
  },
  {
    id: 'scanner',
    icon: ScanBarcode,
    title: 'Barcode scanner',
    summary: 'Your phone camera is the fastest way to stock up.',
    features: [
      {
        name: 'Camera scanning',
        description: 'Point at a barcode; no separate scanner needed.',
        status: 'Live',
      },
      { name: 'Product lookup', description: 'Names and categories from Open Food Facts.', status: 'Live' },
      { name: 'Manual barcode entry', description: 'For crumpled labels and dim kitchens.', status: 'Live' },
      {
        name: 'Photo recognition',
        description: 'Snap fruit, veg or a label without a barcode.',
        status: 'In Development',
      },
    ],
  },
  {
    id: 'recipes',
    icon: ChefHat,
    title: 'Recipes',
    summary: 'A family cookbook that fills itself in.',
    features: [
      {
        name: 'Import from a web address',
        description: 'Paste a link and get ingredients and steps.',
        status: 'Live',
      },
      {
        name: 'Friendly quantities',
        description: 'Fractions like ⅓ cup, plus approximate weights.',
        status: 'Live',
      },
      {
        name: 'Archive and bulk actions',
        description: 'Keep the cookbook tidy without losing anything.',
        status: 'Live',
      },
      {
        name: 'Serving scaling',
        description: 'Cook for two or for twelve from the same recipe.',
        status: 'Planned',
      },
    ],
  },
  {
    id: 'meal-planning',
    icon: CalendarDays,
    title: 'Meal planning',
    summary: 'A week of dinners decided before Monday.',
    features: [
      {
        name: 'Weekly meal calendar',
        description: 'Sunday to Saturday, every meal of the day.',
        status: 'Live',
      },
      {
        name: 'Pantry-based suggestions',
        description: 'A match score shows what you can cook now.',
        status: 'Live',
      },
      {
        name: 'Missing ingredients to list',
        description: 'Add what a meal needs in one tap.',
        status: 'Live',
      },
      {
        name: 'Dietary goal matching',
        description: 'Suggestions that respect each member’s goals.',
        status: 'Planned',
      },
    ],
  },
  {
    id: 'grocery-lists',
    icon: ShoppingCart,
    title: 'Grocery lists',
    summary: 'Lists the whole family can shop from at once.',
    features: [
      { name: 'Shared lists', description: 'Tick items off in the shop; everyone sees it.', status: 'Live' },
      {
        name: 'Quantities, units and categories',
        description: 'Buy the right amount the first time.',
        status: 'Live',
      },
      {
        name: 'Auto-add low stock',
        description: 'Staples below their minimum join the list.',
        status: 'In Development',
      },
    ],
  },
  {
    id: 'family-profiles',
    icon: Users,
    title: 'Family profiles',
    summary: 'Everyone in the kitchen, with the right permissions.',
    features: [
      {
        name: 'Kitchen roles',
        description: 'Head Chef, Sous Chef, Cook and Kitchen Helper.',
        status: 'Live',
      },
      { name: 'Kids without email', description: 'Younger members sign in with a username.', status: 'Live' },
      {
        name: 'Dietary goals',
        description: 'Note allergies, preferences and goals per person.',
        status: 'Live',
      },
      {
        name: 'Chores and cooking rota',
        description: 'Share out who cooks and who shops.',
        status: 'Planned',
      },
    ],
  },
  {
    id: 'smart-quick-add',
    icon: Sparkles,
    title: 'Smart Quick Add',
    summary: 'One box that understands what you mean.',
    features: [
      {
        name: 'Type anything',
        description: '“2 litres milk” goes to inventory, a dish name to recipes.',
        status: 'Live',
      },
      {
        name: 'Paste a recipe link',
        description: 'Quick add spots web addresses and imports them.',
        status: 'Live',
      },
      {
        name: 'Scan from anywhere',
        description: 'Open the camera from any page of the app.',
        status: 'Live',
      },
      {
        name: 'Bring-your-own AI',
        description: 'Connect any compatible AI service for sharper guesses.',
        status: 'In Development',
      },
    ],
  },
  {
    id: 'retailer-integration',
    icon: Store,
    title: 'Retailer integration',
    summary: 'From list to doorstep without retyping a thing.',
    features: [
      {
        name: 'Send a list to your grocer',
        description: 'Turn a grocery list into an online basket.',
        status: 'Planned',
      },
      {
        name: 'One-tap reorder',
        description: 'Reorder low-stock staples as they run out.',
        status: 'Planned',
      },
      {
        name: 'Price comparison',
        description: 'See which shop is cheapest for this week’s list.',
        status: 'Planned',
      },
    ],
  },
  {
    id: 'self-hosting',
    icon: Server,
    title: 'Your server, your data',
    summary: 'Self-hostable from day one, no strings attached.',
    features: [
      {
        name: 'One-process install',
        description: 'Built-in database, or point it at PostgreSQL.',
        status: 'Live',
      },
      {
        name: 'Passwordless sign-in',
        description: 'Magic links by email, from your own mail server.',
        status: 'Live',
      },
      {
        name: 'Install to home screen',
        description: 'Launch Kitching like an app on any phone.',
        status: 'Planned',
      },
      { name: 'Offline mode', description: 'Keep ticking off the list with no signal.', status: 'Planned' },
    ],
  },
];

/** The /features catalogue: every feature group with each feature's honest status. */
export function FeatureCatalogue() {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {GROUPS.map(({ id, icon: Icon, title, summary, features }) => (
        <li key={id}>
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
              {features.map((feature) => (
                <li key={feature.name} className="flex items-start justify-between gap-3 py-3">
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
      ))}
    </ul>
  );
}
