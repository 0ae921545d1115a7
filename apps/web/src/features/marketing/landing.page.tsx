import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.component';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { CtaBand } from './cta-band.component';
import { HowItWorks } from './how-it-works.component';
import { LandingBenefits } from './landing-benefits.component';
import { LandingFeatures } from './landing-features.component';
import { HOW_IT_WORKS_ID, LandingHero } from './landing-hero.component';
import { PublicLayout } from './public-layout.component';
import { TextLink } from './text-link.component';

/** Public landing page at '/'. */
export function LandingPage() {
  useDocumentTitle('Kitching - Family Kitchen Management');
  return (
    <PublicLayout>
      <LandingHero />
      <LandingFeatures />
      <LandingBenefits />
      <HowItWorks id={HOW_IT_WORKS_ID} />
      <CtaBand
        title="Bring the whole family into the kitchen"
        body="Set up your family kitchen tonight and see what a calmer week of meals feels like."
      >
        <Button asChild size="lg" variant="secondary">
          <Link to="/auth">
            Start your 14-day trial
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <TextLink
          to="/pricing"
          onDark
          className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-medium text-white ring-1 ring-white/70 transition-colors hover:bg-white/10"
        >
          Compare plans
        </TextLink>
      </CtaBand>
    </PublicLayout>
  );
}
