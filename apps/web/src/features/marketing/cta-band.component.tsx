import type { ReactNode } from 'react';

/** Closing call to action shared by the public pages; pass the buttons as children. */
export function CtaBand({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 md:py-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 to-brand-900 px-6 py-12 text-center shadow-xl sm:px-12 md:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{body}</p>
        {/* The buttons sit on a dark brand background: switch their focus ring to white to keep it visible. */}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row [&_a:focus-visible]:outline-white [&_button:focus-visible]:outline-white">
          {children}
        </div>
        <p className="mt-6 text-sm text-brand-50">No credit card needed to start. Cancel anytime.</p>
      </div>
    </section>
  );
}
