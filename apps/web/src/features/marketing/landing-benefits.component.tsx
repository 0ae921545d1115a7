import { featureById } from '@kitching/contracts';
import { CircleCheck } from 'lucide-react';
import { Badge } from '../../components/ui/badge.component';

const BENEFITS = [
  {
    title: 'Waste less food',
    body: 'Expiry dates surface before things go off, and meal suggestions start with what needs using up.',
  },
  {
    title: 'Shop once, not three times',
    body: 'Missing recipe ingredients go to the shared list in one tap, and low-stock staples stand out before they run out.',
  },
  {
    title: 'Everyone on the same page',
    body: 'Family profiles with kitchen roles, from Head Chef to Kitchen Helper. Kids can join without an email address.',
  },
  {
    title: 'Reorder in a tap',
    body: 'Our grocery retailer integration will send your list, or reorder the staples you are running low on, straight to your shop.',
    // From the shared feature list: 'soon' until reordering is live.
    soon: featureById('one-tap-reorder').status !== 'live',
  },
  {
    title: 'Your kitchen, your data',
    body: 'Run Kitching on your own server with one command, or let us host it. No ads, no selling your shopping habits.',
  },
  {
    title: 'Made for the phone in your hand',
    body: 'Scan at the fridge, tick off in the aisle, check tonight’s dinner on the bus. No app store needed.',
  },
];

export function LandingBenefits() {
  return (
    <section aria-labelledby="benefits-title" className="py-16 md:py-24">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Why families switch</p>
          <h2
            id="benefits-title"
            className="mt-2 text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl"
          >
            Less waste, fewer trips, calmer dinners
          </h2>
          <p className="mt-4 text-lg text-stone-700">
            Kitching is built for households, not for one person with a spreadsheet. It takes the “do we
            have…?” and “what’s for dinner?” out of the family group chat.
          </p>
        </div>
        <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="flex gap-3">
              <CircleCheck className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden="true" />
              <div>
                <h3 className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                  {benefit.title}
                  {benefit.soon && <Badge tone="gray">Coming soon</Badge>}
                </h3>
                <p className="mt-1 text-sm leading-6 text-stone-700">{benefit.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
