import { CalendarCheck, type LucideIcon, ShoppingBasket, UserPlus, Zap } from 'lucide-react';

interface Step {
  icon: LucideIcon;
  title: string;
  body: string;
}

const STEPS: Step[] = [
  {
    icon: UserPlus,
    title: 'Set up your family kitchen',
    body: 'Create your family, then add everyone who cooks or shops. Give each person a role and note dietary goals.',
  },
  {
    icon: Zap,
    title: 'Fill it in seconds',
    body: 'Scan barcodes as you unpack the shopping, or type “2 litres milk” into Smart Quick Add. Paste recipe links to import them.',
  },
  {
    icon: CalendarCheck,
    title: 'Plan the week',
    body: 'Pick meals for each day. Suggestions show how much of each recipe you can already make from your pantry.',
  },
  {
    icon: ShoppingBasket,
    title: 'Shop together',
    body: 'Missing ingredients go straight to a shared list. Whoever is at the shop ticks items off and everyone sees it.',
  },
];

/** The landing page's how-it-works section; 'Watch Demo' scrolls here, so it takes focus. */
export function HowItWorks({ id }: { id: string }) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 bg-linear-to-b from-brand-50 to-white py-16 focus:outline-none md:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">How it works</p>
          <h2
            id={`${id}-title`}
            className="mt-2 text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl"
          >
            From cluttered fridge to sorted week in four steps
          </h2>
          <p className="mt-4 text-lg text-stone-700">
            Most families are up and running in under ten minutes. No spreadsheets, no training.
          </p>
        </div>
        <ol className="relative mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, title, body }, index) => (
            <li key={title} className="relative rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-brand-700 text-base font-bold text-white"
                >
                  {index + 1}
                </span>
                <Icon className="size-5 text-brand-700" aria-hidden="true" />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-stone-900">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-stone-700">{body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
