import { HeroCarousel } from '../../components/carousel/HeroCarousel';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { heroSlides } from './content';

export function HeroSection() {
  const { t } = useT('forTalent');
  const lng = useLocale();
  return (
    <HeroCarousel
      id="hero"
      label={t('hero.label')}
      slides={heroSlides.map(({ id, image, to }) => ({
        id,
        title: t(`hero.slides.${id}.title`),
        text: t(`hero.slides.${id}.text`),
        action: { label: t(`hero.slides.${id}.cta`), to: pathFor(to, lng) },
        image: { ...image, alt: t(`hero.slides.${id}.alt`) },
      }))}
    />
  );
}
