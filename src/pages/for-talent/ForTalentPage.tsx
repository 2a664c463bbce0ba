import { FlipCardsSection } from './FlipCardsSection';
import { HeroSection } from './HeroSection';
import { ProfileSection } from './ProfileSection';
import { QuoteSection } from './QuoteSection';

/** The talent community page, section by section. */
export default function ForTalentPage() {
  return (
    <>
      <HeroSection />
      <FlipCardsSection />
      <QuoteSection />
      <ProfileSection />
    </>
  );
}
