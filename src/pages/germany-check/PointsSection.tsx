import { Box, Typography } from '@mui/material';
import { Section } from '../../components/sections/Section';
import { SectionHeading } from '../../components/sections/SectionHeading';
import { useT } from '../../i18n/useT';
import { cell, headRow, rowHeading } from './tableCells';
import { radii } from '../../theme/tokens';
import { pointsNeeded, pointsTable } from '../../shared/germanyCheck/points';

/** The Opportunity Card's points table, item by item, and the points it needs. */
export function PointsSection() {
  const { t } = useT('germanyCheck');
  return (
    <Section id="points" labelledBy="points-title" tone="sand" maxWidth="md">
      <SectionHeading
        id="points-title"
        eyebrow={t('points.eyebrow')}
        title={t('points.title')}
        subtitle={t('points.subtitle', { needed: pointsNeeded })}
      />
      <Box
        component="table"
        data-testid="points-table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          bgcolor: 'background.paper',
          borderRadius: radii.cardCompact,
          overflow: 'hidden',
          '& tbody tr:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
        }}
      >
        <Typography
          component="caption"
          variant="body2"
          sx={{ captionSide: 'bottom', pt: 2, color: 'text.secondary' }}
        >
          {t('points.caption')}
        </Typography>
        <thead>
          <Box component="tr" sx={headRow}>
            <Box component="th" scope="col" sx={cell}>
              {t('points.item')}
            </Box>
            <Box component="th" scope="col" sx={{ ...cell, textAlign: 'right' }}>
              {t('points.points')}
            </Box>
          </Box>
        </thead>
        <tbody>
          {pointsTable.map((item) => (
            <tr key={item.id}>
              <Box component="th" scope="row" sx={rowHeading}>
                {t(`points.items.${item.id}`)}
              </Box>
              <Box
                component="td"
                sx={{ ...cell, textAlign: 'right', fontWeight: 800, color: 'primary.main' }}
              >
                {item.points}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Section>
  );
}
