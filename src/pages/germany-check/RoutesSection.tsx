import { Box } from '@mui/material';
import { Section } from '../../components/sections/Section';
import { SectionHeading } from '../../components/sections/SectionHeading';
import { useT } from '../../i18n/useT';
import { PathwayCard } from './PathwayCard';
import { conditionLaw, pathwayConditions, pathwayIds } from '../../shared/germanyCheck/pathways';

/** Every route and what it asks for, in general terms: readable before any answer, and without JavaScript. */
export function RoutesSection() {
  const { t } = useT('germanyCheck');
  return (
    <Section id="routes" labelledBy="routes-title">
      <SectionHeading
        id="routes-title"
        eyebrow={t('routes.eyebrow')}
        title={t('routes.title')}
        subtitle={t('routes.subtitle')}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            // minmax(0, …): a long German word wraps instead of widening the track past 320 px.
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {pathwayIds.map((id) => (
          <PathwayCard
            key={id}
            id={id}
            conditions={pathwayConditions(id).map((condition) => ({
              id: condition,
              state: 'toProve',
              law: conditionLaw(id, condition),
            }))}
            headingLevel="h3"
            idPrefix="route"
          />
        ))}
      </Box>
    </Section>
  );
}
