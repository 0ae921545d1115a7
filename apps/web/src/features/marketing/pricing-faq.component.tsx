import { featureById, TRIAL_DAYS } from '@kitching/contracts';
import { ChevronDown } from 'lucide-react';

const FAQS = [
  {
    question: 'How does the free trial work?',
    answer: `Every plan starts with a ${TRIAL_DAYS}-day free trial with every live feature switched on. We don't ask for a credit card to start, so there's nothing to cancel if Kitching isn't for you. When the trial ends, choose the plan that fits your family, or simply walk away.`,
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      "Yes. There are no contracts or cancellation fees. Cancel from your settings and your plan stays active until the end of the period you've paid for.",
  },
  {
    question: 'How many family members can I add?',
    answer:
      'The Family plan covers a household of six people, and Family Plus has no limit at all. Every member gets their own profile and kitchen role (Head Chef, Sous Chef, Cook or Kitchen Helper), and younger children can sign in with just a username, no email address needed.',
  },
  {
    question: 'Can I host Kitching myself? Who owns our data?',
    answer:
      'You do. Kitching is self-hostable: it runs as a single process with a built-in database, or on your own PostgreSQL. Whether you host it yourself or use our hosted plans, your recipes, inventory and family details are never sold or used for advertising.',
  },
  {
    question: 'Can I switch plans or billing period later?',
    answer:
      'Anytime. Move between Family and Family Plus, or between monthly and annual billing, whenever it suits you. Your recipes, lists, meal plans and members come with you either way.',
  },
  {
    question: 'Does it work on phones? What about offline?',
    answer: `Kitching is designed for the phone in your hand: it runs in any modern mobile browser, installs to your home screen, and the barcode scanner uses your phone's camera. ${
      featureById('offline-mode').status === 'live'
        ? 'Grocery lists and the inventory keep working without signal: ticks and changes wait on the phone and sync when it is back online.'
        : 'It needs a connection to your Kitching server today; an offline mode for shopping without signal is on our roadmap.'
    }`,
  },
];

/** Pricing FAQ on native details/summary: keyboard and screen reader support without extra script. */
export function PricingFaq() {
  return (
    <div className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm">
      {FAQS.map((faq) => (
        <details key={faq.question} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-5 text-left font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDown
              className="size-5 shrink-0 text-stone-600 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="pb-5 text-sm leading-6 text-stone-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
