import { Box, Paper, Typography } from '@mui/material';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { site } from '../../config/site';
import { formatMoney } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';
import { useCase } from './content';

/** The example use case: built, and off unless the site config turns it on. */
export function UseCaseSection({ enabled = site.flags.staffAugmentationUseCase }) {
  const { t } = useT('staffAugmentation');
  const lng = useLocale();
  if (!enabled) return null;
  const { currency, amount } = useCase.monthlyInvoice;
  return (
    <Section id="use-case" tone="sand" heading={headingCopy(t, 'useCase', ['eyebrow', 'title'])}>
      <Paper
        component="dl"
        variant="feature"
        sx={{
          m: 0,
          mx: 'auto',
          maxWidth: 960,
          p: { xs: 3, md: 5 },
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {useCase.parts.map((id) => (
          <Box key={id} sx={{ borderLeft: `4px solid ${brandColors.amber}`, pl: 2 }}>
            <Typography component="dt" variant="overline" sx={{ color: brandColors.amberText }}>
              {t(`useCase.${id}.label`)}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: '1.1rem', fontWeight: 600, color: 'primary.main' }}
            >
              {t(`useCase.${id}.text`, { amount: formatMoney(lng, currency, amount) })}
            </Typography>
          </Box>
        ))}
      </Paper>
    </Section>
  );
}
