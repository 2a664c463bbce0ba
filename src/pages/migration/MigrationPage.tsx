import { AudienceSection } from './AudienceSection';
import { CtaSection } from './CtaSection';
import { HeroSection } from './HeroSection';
import { IncludedSection } from './IncludedSection';
import { IntroSection } from './IntroSection';
import { ProcessSection } from './ProcessSection';
import { ProgramsSection } from './ProgramsSection';
import { ReasonsSection } from './ReasonsSection';
import { TeamSection } from './TeamSection';

/** The migration advisory page, section by section, in the order visitors read it. */
export default function MigrationPage() {
  return (
    <>
      <HeroSection />
      <IntroSection />
      <AudienceSection />
      <ProcessSection />
      <ProgramsSection />
      <IncludedSection />
      <TeamSection />
      <ReasonsSection />
      <CtaSection />
    </>
  );
}
