import { ArrowRight, CirclePlay, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.component';
import { Button } from '../../components/ui/button.component';
import { AppPreview } from './app-preview.component';

export const HOW_IT_WORKS_ID = 'how-it-works';

/** Scrolls to the how-it-works section (our stand-in for a demo) and moves keyboard focus there too. */
function watchDemo() {
  const target = document.getElementById(HOW_IT_WORKS_ID);
  if (!target) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-brand-100),transparent_70%),radial-gradient(40rem_24rem_at_0%_20%,var(--color-brand-50),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-20 md:pb-24 lg:grid-cols-[1.05fr_1fr]">
        <div>
          <Badge tone="brand" className="gap-1.5 px-3 py-1 text-sm">
            <ShieldCheck className="size-4" aria-hidden="true" />
            14-day free trial · no credit card
          </Badge>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-stone-950 sm:text-5xl lg:text-6xl"
          >
            It's time to get{' '}
            <span className="bg-linear-to-r from-brand-600 to-brand-800 bg-clip-text text-transparent">
              Kitching
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-stone-700">
            The family kitchen app that knows what's in the fridge, what's for dinner and what's missing from
            the list. Scan groceries in, plan the week around what you already have, and shop together from
            one shared list.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/auth?tab=register">
                Start Free Trial
                <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
            </Button>
            <Button variant="secondary" size="lg" onClick={watchDemo}>
              <CirclePlay className="size-5 text-brand-700" aria-hidden="true" />
              Watch Demo
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-600">
            <li>Cancel anytime</li>
            <li>Your data stays yours</li>
            <li>Works on any phone</li>
          </ul>
        </div>
        <AppPreview className="mx-auto w-full max-w-xl lg:max-w-none" />
      </div>
    </section>
  );
}
