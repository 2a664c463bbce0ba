import { Box, Link, Typography } from '@mui/material';
import { newTab } from '../../components/newTab';
import { Section } from '../../components/sections/Section';
import { SectionHeading } from '../../components/sections/SectionHeading';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { cell, headRow, rowHeading } from './tableCells';
import {
  figures,
  sources,
  sourceUrl,
  type FigureId,
  type SourceId,
} from '../../config/germanRules';
import { useFigureText } from './useFigureText';

/** Below this width the table's rows stack. */
const stacked = '@media (max-width: 599.95px)';
/** Amounts a month; the others are a year. */
const monthly: readonly FigureId[] = ['opportunityCardFunds', 'blockedAccountMonthly'];

/** A link to an official page, named by its publisher, that says it opens in a new tab. */
function SourceLink({ id, children }: { id: SourceId; children: string }) {
  const { t } = useT('germanyCheck');
  const lng = useLocale();
  return (
    <Link href={sourceUrl(id, lng)} {...newTab} sx={{ fontWeight: 600 }}>
      {children}{' '}
      <Box component="span" sx={visuallyHidden}>
        {t('opensInNewTab')}
      </Box>
    </Link>
  );
}

/** This year's figures, each with its year and official source, then every official source. */
export function FiguresSection() {
  const { t } = useT('germanyCheck');
  const text = useFigureText();
  return (
    <Section id="figures" labelledBy="figures-title" tone="white" maxWidth="md">
      <SectionHeading
        id="figures-title"
        eyebrow={t('figures.eyebrow')}
        title={t('figures.title', { year: text.year })}
        subtitle={t('figures.subtitle')}
      />
      <Box
        component="table"
        data-testid="figures-table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& tbody tr': { borderBottom: '1px solid', borderColor: 'divider' },
          // On a phone each figure is a short block (what, amount, year, source) instead of
          // four columns too narrow to read; the cells say what they hold.
          [stacked]: {
            display: 'block',
            '& thead': { display: 'none' },
            '& tbody, & tr, & th, & td': { display: 'block' },
            '& tbody tr': { py: 1.5 },
            '& tbody th, & tbody td': { py: 0.25, px: 0 },
          },
        }}
      >
        <Typography component="caption" sx={visuallyHidden}>
          {t('figures.caption', { year: text.year })}
        </Typography>
        <thead>
          <Box component="tr" sx={headRow}>
            <Box component="th" scope="col" sx={cell}>
              {t('figures.what')}
            </Box>
            <Box component="th" scope="col" sx={cell}>
              {t('figures.amount')}
            </Box>
            <Box component="th" scope="col" sx={cell}>
              {t('figures.year')}
            </Box>
            <Box component="th" scope="col" sx={cell}>
              {t('figures.source')}
            </Box>
          </Box>
        </thead>
        <tbody>
          {(Object.keys(figures) as FigureId[]).map((id) => {
            const figure = text.figure(id);
            const amount = text.euro(figure.amount);
            return (
              <tr key={id} data-testid={`figure-${id}`}>
                <Box component="th" scope="row" sx={rowHeading}>
                  {t(`figures.items.${id}`)}
                </Box>
                <Box
                  component="td"
                  sx={{ ...cell, fontWeight: 800, color: 'primary.main', whiteSpace: 'nowrap' }}
                >
                  {monthly.includes(id)
                    ? t('figures.perMonth', { amount })
                    : t('figures.perYear', { amount })}
                </Box>
                <Box component="td" sx={cell}>
                  {figure.year === text.year
                    ? figure.year
                    : t('figures.latest', { year: figure.year })}
                </Box>
                <Box component="td" sx={cell}>
                  <SourceLink id={figure.source}>
                    {t(`sources.publishers.${sources[figure.source].publisher}`)}
                  </SourceLink>
                </Box>
              </tr>
            );
          })}
        </tbody>
      </Box>
      <Box sx={{ mt: 7 }}>
        <Typography id="sources-title" variant="h3" sx={{ color: 'primary.main' }}>
          {t('sources.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('sources.subtitle')}
        </Typography>
        <Box
          component="ul"
          data-testid="official-sources"
          sx={{ mt: 2, pl: 2.5, display: 'grid', gap: 1 }}
        >
          {(Object.keys(sources) as SourceId[]).map((id) => (
            <li key={id}>
              <SourceLink id={id}>{t(`sources.topics.${id}`)}</SourceLink>
              <Typography component="span" color="text.secondary">
                {' · '}
                {t(`sources.publishers.${sources[id].publisher}`)}
              </Typography>
            </li>
          ))}
        </Box>
      </Box>
    </Section>
  );
}
