import { PageHero } from '../../components/carousel/PageHero';
import { heroSlides } from './content';
import { RequestActions } from './RequestActions';

/**
 * The companies hero: rotating headlines over art, with the two actions (the external request
 * form and the booking action) fixed below them on every slide.
 */
export function HeroSection() {
  return <PageHero ns="forCompanies" slides={heroSlides} actions={<RequestActions at="hero" />} />;
}
