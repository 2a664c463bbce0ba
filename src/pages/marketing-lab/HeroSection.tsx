import { PageHero } from '../../components/carousel/PageHero';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { heroFadeMs, heroSlides } from './content';

export function HeroSection() {
  const lng = useLocale();
  return (
    <PageHero
      ns="marketingLab"
      slides={heroSlides}
      fadeMs={heroFadeMs}
      slideLink={() => pathFor('contact', lng)}
    />
  );
}
