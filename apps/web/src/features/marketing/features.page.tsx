import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.component';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { CtaBand } from './cta-band.component';
import { FeatureCatalogue } from './feature-catalogue.component';
import { type FeatureStatus, FeatureStatusBadge } from './feature-status-badge.component';
import { ImpactStats } from './impact-stats.component';
import { PublicLayout } from './public-layout.component';
import { Roadmap } from './roadmap.component';
import { TextLink } from './text-link.component';

const STATUS_LEGEND: Array<{ status: FeatureStatus; meaning: string }> = [
  { status: 'live', meaning: 'in Kitching today' },
  { status: 'in-development', meaning: 'being built now' },
  { status: 'planned', meaning: 'on the roadmap' },
];

/** Public feature catalogue and roadmap at /features. */
export function FeaturesPage() {
  useDocumentTitle('Features - Kitching');
  return (
    <PublicLayout>
      <section aria-labelledby="features-page-title" className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-12 text-center sm:px-6 md:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Features</p>
          <h1
            id="features-page-title"
            className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-stone-950 sm:text-5xl"
          >
            Everything your family kitchen runs on
          </h1>
          <p className="mt-5 text-lg leading-8 text-stone-700">
            Inventory, scanning, recipes, meal plans and shopping that share one pantry, so each part knows
            what the others know. Here is what works today and what is coming next.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/auth?tab=register">
                Start Free Trial
                <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/pricing">Compare plans</Link>
            </Button>
          </div>
        </div>
      </section>

      <ImpactStats />

      <section aria-labelledby="catalogue-title" className="py-16 md:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
            <div className="max-w-2xl">
              <h2
                id="catalogue-title"
                className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl"
              >
                Feature catalogue
              </h2>
              <p className="mt-3 text-lg text-stone-700">
                Every feature carries an honest status, so you know exactly what you get on day one.
              </p>
            </div>
            <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-700">
              {STATUS_LEGEND.map(({ status, meaning }) => (
                <div key={status} className="flex items-center gap-2">
                  <dt>
                    <FeatureStatusBadge status={status} />
                  </dt>
                  <dd>{meaning}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="mt-10">
            <FeatureCatalogue />
          </div>
        </div>
      </section>

      <section aria-labelledby="roadmap-title" className="bg-stone-50 py-16 md:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="max-w-2xl">
            <h2 id="roadmap-title" className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">
              Roadmap
            </h2>
            <p className="mt-3 text-lg text-stone-700">
              Three phases shipped, the fourth under way. Have an idea for what comes next?{' '}
              <TextLink to="/support" className="font-medium text-brand-700 underline underline-offset-4">
                Get in touch
              </TextLink>
              .
            </p>
          </div>
          <div className="mt-10">
            <Roadmap />
          </div>
        </div>
      </section>

      <CtaBand
        title="Try every live feature free for 14 days"
        body="Set up your family, scan your first shelf and plan next week, all before the trial ends."
      >
        <Button asChild size="lg" variant="secondary">
          <Link to="/auth">Start your 14-day trial</Link>
        </Button>
      </CtaBand>
    </PublicLayout>
  );
}
