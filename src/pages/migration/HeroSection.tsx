import { HeroCarousel } from '../../components/carousel/HeroCarousel';
import { useT } from '../../i18n/useT';
import { heroSlides } from './content';

export function HeroSection() {
  const { t } = useT('migration');
  return (
    <HeroCarousel
      id="hero"
      label={t('hero.label')}
      slides={heroSlides.map(({ id, image }) => ({
        id,
        title: t(`hero.slides.${id}.title`),
        text: t(`hero.slides.${id}.text`),
        image: { ...image, alt: t(`hero.slides.${id}.alt`) },
      }))}
    />
  );
}
