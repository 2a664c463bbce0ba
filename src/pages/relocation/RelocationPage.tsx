import { ContactSection } from './ContactSection';
import { HeroSection } from './HeroSection';
import { ListsSection } from './ListsSection';
import { PlansSection } from './PlansSection';
import { StepsSection } from './StepsSection';
import { WhySection } from './WhySection';

/** The relocation page for Bolivians moving to Germany, in the order visitors read it. */
export default function RelocationPage() {
  return (
    <>
      <HeroSection />
      <WhySection />
      <StepsSection />
      <PlansSection />
      <ListsSection />
      <ContactSection />
    </>
  );
}
