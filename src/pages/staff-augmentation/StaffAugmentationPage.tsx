import { AudienceSection } from './AudienceSection';
import { BenefitsSection } from './BenefitsSection';
import { ClosingSection } from './ClosingSection';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { PathCardsSection } from './PathCardsSection';
import { PricingSection } from './PricingSection';
import { ScopeSection } from './ScopeSection';
import { UseCaseSection } from './UseCaseSection';
import { WhatItIsSection } from './WhatItIsSection';

/** The staff augmentation page, section by section, in the order visitors read it. */
export default function StaffAugmentationPage() {
  return (
    <>
      <HeroSection />
      <PathCardsSection />
      <WhatItIsSection />
      <AudienceSection />
      <BenefitsSection />
      <HowItWorksSection />
      <ScopeSection />
      <PricingSection />
      <UseCaseSection />
      <ClosingSection />
    </>
  );
}
