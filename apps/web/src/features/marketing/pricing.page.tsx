import { PLANS, TRIAL_DAYS } from '@kitching/contracts';
import { CreditCard, Gift, ShieldCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.component';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { BillingToggle } from './billing-toggle.component';
import { CtaBand } from './cta-band.component';
import { PlanCard } from './plan-card.component';
import type { BillingPeriod } from './plan-price.helper';
import { PricingFaq } from './pricing-faq.component';
import { PublicLayout } from './public-layout.component';
import { TextLink } from './text-link.component';

const REASSURANCES = [
  { icon: CreditCard, text: 'No credit card to start' },
  { icon: Undo2, text: 'Cancel anytime' },
  { icon: ShieldCheck, text: 'Your data is never sold' },
];

/** Public pricing page at /pricing. */
export function PricingPage() {
  useDocumentTitle('Pricing - Kitching');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');

  return (
    <PublicLayout>
      <section aria-labelledby="pricing-title" className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-12 pb-16 sm:px-6 md:pt-20 md:pb-24">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pricing</p>
            <h1
              id="pricing-title"
              className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-stone-950 sm:text-5xl"
            >
              One simple price for the whole family
            </h1>
            <p className="mt-5 text-lg leading-8 text-stone-700">
              Less than a single wasted bag of groceries a month, for everyone in your home.
            </p>
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-200">
              <Gift className="size-4" aria-hidden="true" />
              {TRIAL_DAYS}-day free trial on all plans, no credit card
            </p>
          </div>

          <div className="mt-10 flex justify-center">
            <BillingToggle value={period} onChange={setPeriod} />
          </div>

          <h2 className="sr-only">Plans</h2>
          <ul className="mx-auto mt-10 grid max-w-4xl gap-8 md:grid-cols-2">
            {PLANS.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} period={period} />
              </li>
            ))}
          </ul>

          <ul className="mt-10 flex flex-col items-center justify-center gap-3 text-sm text-stone-700 sm:flex-row sm:gap-8">
            {REASSURANCES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon className="size-4 text-brand-700" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="bg-stone-50 py-16 md:py-24">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2
            id="faq-title"
            className="text-center text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl"
          >
            Frequently asked questions
          </h2>
          <p className="mt-3 text-center text-lg text-stone-700">
            Anything else?{' '}
            <TextLink to="/support" className="font-medium text-brand-700 underline underline-offset-4">
              Talk to us
            </TextLink>
            .
          </p>
          <div className="mt-10">
            <PricingFaq />
          </div>
        </div>
      </section>

      <CtaBand
        title="Your calmer kitchen starts today"
        body="Try Kitching with your family for two weeks. If it doesn't earn its place on the fridge door, walk away."
      >
        <Button asChild size="lg" variant="secondary">
          <Link to="/features">Explore what’s included</Link>
        </Button>
      </CtaBand>
    </PublicLayout>
  );
}
