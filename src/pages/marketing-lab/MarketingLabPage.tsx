import { ClosingSection } from './ClosingSection';
import { HeroSection } from './HeroSection';
import { PackagesSection } from './PackagesSection';
import { PortfolioSection } from './PortfolioSection';
import { ProcessSection } from './ProcessSection';

/** The marketing lab page, section by section, in the order visitors read it. */
export default function MarketingLabPage() {
  return (
    <>
      <HeroSection />
      <ProcessSection />
      <PackagesSection />
      <PortfolioSection />
      <ClosingSection />
    </>
  );
}
