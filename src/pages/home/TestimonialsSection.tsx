import TestimonialsIsland from '../../components/testimonials/Testimonials.island';
import { Section } from '../../components/sections/Section';
import { useT } from '../../i18n/useT';
import { testimonials } from './content';

export function TestimonialsSection() {
  const { t } = useT('home');
  const { t: tc } = useT('common');
  const hasSamples = testimonials.some((item) => item.sample);
  return (
    <Section
      id="testimonials"
      heading={{
        eyebrow: t('testimonials.eyebrow'),
        title: t('testimonials.title'),
        subtitle: hasSamples ? t('testimonials.sampleNote') : undefined,
      }}
    >
      <TestimonialsIsland
        hydrate="visible"
        label={t('testimonials.label')}
        roleDescription={tc('carousel.roleDescription')}
        previousLabel={t('testimonials.previous')}
        nextLabel={t('testimonials.next')}
        dotLabels={testimonials.map((_, index) => t('testimonials.goTo', { number: index + 1 }))}
        items={testimonials.map(({ id, avatar }) => ({
          id,
          name: t(`testimonials.items.${id}.name`),
          role: t(`testimonials.items.${id}.role`),
          quote: t(`testimonials.items.${id}.quote`),
          avatar: { ...avatar, alt: t(`testimonials.items.${id}.alt`) },
        }))}
      />
    </Section>
  );
}
