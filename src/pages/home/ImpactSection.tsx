import { Box } from '@mui/material';
import { statisticValues } from '../../config/statistics';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { countMarker } from '../../components/stats/countUp';
import { StatisticCard } from '../../components/stats/StatisticCard';
import { useLocale } from '../../i18n/LocaleContext';
import { localeRegistry } from '../../i18n/locales';
import { useT } from '../../i18n/useT';
import { impactStats } from './content';

/** Column spans on the 6-column grid: two wide cards, then three. */
const spans = [3, 3, 2, 2, 2];

export function ImpactSection() {
  const { t } = useT('home');
  const lng = useLocale();
  const locale = localeRegistry[lng].intl;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <Section id="impact" tone="navy" heading={headingCopy(t, 'impact')}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        {impactStats.map((stat, index) => (
          <Box
            key={stat.id}
            sx={{
              gridColumn: {
                sm: index === impactStats.length - 1 ? 'span 2' : 'span 1',
                md: `span ${spans[index]}`,
              },
            }}
          >
            <StatisticCard
              index={index}
              icon={<stat.icon />}
              target={stat.countTo}
              label={t(`impact.stats.${stat.id}.label`)}
              locale={locale}
              template={t(`impact.formats.${stat.format}`, {
                ...statisticValues(stat, number, 0),
                value: countMarker,
                from: countMarker,
              })}
            />
          </Box>
        ))}
      </Box>
    </Section>
  );
}
