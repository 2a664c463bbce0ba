import { PageHero } from '../../components/carousel/PageHero';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { heroSlides } from './content';

export function HeroSection() {
  const lng = useLocale();
  return <PageHero ns="home" slides={heroSlides} slideLink={({ to }) => pathFor(to, lng)} />;
}
