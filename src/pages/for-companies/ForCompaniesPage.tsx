import { BenefitsSection } from './BenefitsSection';
import { CtaSection } from './CtaSection';
import { HeroSection } from './HeroSection';
import { LogosSection } from './LogosSection';
import { ProcessSection } from './ProcessSection';

/** The companies page, section by section. */
export default function ForCompaniesPage() {
  return (
    <>
      <HeroSection />
      <BenefitsSection />
      <ProcessSection />
      <LogosSection />
      <CtaSection />
    </>
  );
}
