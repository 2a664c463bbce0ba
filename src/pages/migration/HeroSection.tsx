import { PageHero } from '../../components/carousel/PageHero';
import { heroSlides } from './content';

export function HeroSection() {
  return <PageHero ns="migration" slides={heroSlides} />;
}
