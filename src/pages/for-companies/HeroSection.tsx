import { HeroCarousel } from '../../components/carousel/HeroCarousel';
import { useT } from '../../i18n/useT';
import { heroSlides } from './content';
import { RequestActions } from './RequestActions';

/**
 * The companies hero: rotating headlines over art, with the two actions (the external request
 * form and the booking action) fixed below them on every slide.
 */
export function HeroSection() {
  const { t } = useT('forCompanies');
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
      actions={<RequestActions at="hero" />}
    />
  );
}
