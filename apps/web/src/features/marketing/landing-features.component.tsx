import { CalendarDays, Link2, type LucideIcon, ScanBarcode, ShoppingCart } from 'lucide-react';
import { Card } from '../../components/ui/card.component';

interface FeatureCard {
  icon: LucideIcon;
  title: string;
  body: string;
  points: string[];
}

const FEATURE_CARDS: FeatureCard[] = [
  {
    icon: ScanBarcode,
    title: 'Smart inventory',
    body: "Scan a barcode with your phone's camera and the product, category and quantity are filled in for you.",
    points: [
      'Expiry dates at a glance',
      'Minimum stock level per item',
      'Fridge, freezer and pantry in one list',
    ],
  },
  {
    icon: CalendarDays,
    title: 'Meal planning',
    body: 'Plan the week on one calendar the whole family can see, with suggestions built from what you already have.',
    points: [
      'Breakfast to dinner, Sunday to Saturday',
      'Match score for every idea',
      'Missing ingredients in one tap',
    ],
  },
  {
    icon: Link2,
    title: 'Recipes from any web address',
    body: 'Paste a link from your favourite food blog and get a clean recipe: ingredients, steps and timings, no ads.',
    points: [
      'Fractions and weights shown clearly',
      'Refresh from the source anytime',
      'Archive, restore and tidy in bulk',
    ],
  },
  {
    icon: ShoppingCart,
    title: 'Grocery lists',
    body: 'Shared lists that update as someone ticks an item off in the shop, so nobody buys a third bag of rice.',
    points: ['Categories at a glance', 'Quantities and units on every item', 'As many lists as you need'],
  },
];

export function LandingFeatures() {
  return (
    <section aria-labelledby="features-title" className="bg-stone-50 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">One app, not four</p>
          <h2
            id="features-title"
            className="mt-2 text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl"
          >
            Everything your kitchen needs, in one place
          </h2>
          <p className="mt-4 text-lg text-stone-700">
            Inventory, recipes, meal plans and shopping usually live in separate apps that never talk to each
            other. In Kitching they share one pantry, so each part makes the others smarter.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURE_CARDS.map(({ icon: Icon, title, body, points }) => (
            <li key={title}>
              <Card className="flex h-full flex-col p-6 transition-shadow hover:shadow-md">
                <span
                  aria-hidden="true"
                  className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-700"
                >
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-stone-700">{body}</p>
                <ul className="mt-4 space-y-1.5 border-t border-stone-100 pt-4 text-sm text-stone-700">
                  {points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                      {point}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
