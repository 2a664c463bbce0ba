import { Box } from '@mui/material';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { ServiceCard } from '../../components/sections/ServiceCard';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { services } from './content';

export function ServicesSection() {
  const { t } = useT('home');
  const lng = useLocale();
  return (
    <Section id="services" heading={headingCopy(t, 'services')}>
      <ItemGrid
        items={services}
        columns={3}
        list={false}
        wideFrom="md"
        stagger={0.15}
        sx={{ gap: { xs: 3, md: 4 } }}
      >
        {({ id, image, to }) => {
          const title = t(`services.items.${id}.title`);
          return (
            <Box sx={{ height: '100%' }}>
              <ServiceCard
                title={title}
                text={t(`services.items.${id}.text`)}
                to={pathFor(to, lng)}
                actionLabel={t('services.knowMore')}
                actionAriaLabel={t('services.knowMoreLabel', { service: title })}
                image={{ ...image, alt: t(`services.items.${id}.alt`) }}
              />
            </Box>
          );
        }}
      </ItemGrid>
    </Section>
  );
}
