import { HeroCarousel } from '../../components/carousel/HeroCarousel';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { heroFadeMs, heroSlides } from './content';

export function HeroSection() {
  const { t } = useT('marketingLab');
  const lng = useLocale();
  return (
    <HeroCarousel
      id="hero"
      label={t('hero.label')}
      fadeMs={heroFadeMs}
      slides={heroSlides.map(({ id, image }) => ({
        id,
        title: t(`hero.slides.${id}.title`),
        text: t(`hero.slides.${id}.text`),
        action: { label: t(`hero.slides.${id}.cta`), to: pathFor('contact', lng) },
        image: { ...image, alt: t(`hero.slides.${id}.alt`) },
      }))}
    />
  );
}
