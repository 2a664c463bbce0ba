import { AudienceCardsSection } from './AudienceCardsSection';
import { ContactSection } from './ContactSection';
import { CtaSection } from './CtaSection';
import { FaqSection } from './FaqSection';
import { HeroSection } from './HeroSection';
import { ImpactSection } from './ImpactSection';
import { ProcessSection } from './ProcessSection';
import { ServicesSection } from './ServicesSection';
import { TestimonialsSection } from './TestimonialsSection';
import { WelcomeNotice } from './WelcomeNotice';

/** The home page, section by section, in the order visitors read it. */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <AudienceCardsSection />
      <ProcessSection />
      <ImpactSection />
      <TestimonialsSection />
      <CtaSection />
      <FaqSection />
      <ContactSection />
      <WelcomeNotice />
    </>
  );
}
