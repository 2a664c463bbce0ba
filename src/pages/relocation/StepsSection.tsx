import { Box, Link, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { AppLink } from '../../components/AppLink';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { steps } from './content';
import { radii } from '../../theme/tokens';

export function StepsSection() {
  const { t } = useT('relocation');
  const lng = useLocale();
  return (
    <Section id="steps" tone="sand" heading={headingCopy(t, 'steps', ['eyebrow', 'title'])}>
      <ItemGrid
        items={steps}
        columns={4}
        list="ol"
        stagger={0.15}
        itemTestId="relocation-step"
        itemSxOf={({ from, to, text }) => ({
          p: { xs: 3, md: 3.5 },
          borderRadius: radii.card,
          color: text,
          background: `linear-gradient(145deg, ${from}, ${to})`,
          boxShadow: `0 18px 40px ${alpha(from, 0.25)}`,
        })}
      >
        {({ id, text }, i) => (
          <>
            <Box
              aria-hidden="true"
              sx={{
                width: 44,
                height: 44,
                borderRadius: 999,
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                fontSize: '1.2rem',
                border: `2px solid ${alpha(text, 0.7)}`,
              }}
            >
              {i + 1}
            </Box>
            <Typography variant="overline" component="p" sx={{ mt: 2, lineHeight: 1.5 }}>
              {t('steps.stepLabel', { number: i + 1 })}
            </Typography>
            <Typography variant="h3" sx={{ color: 'inherit', fontSize: '1.25rem' }}>
              {t(`steps.items.${id}.title`)}
            </Typography>
            <Typography sx={{ mt: 1, color: alpha(text, 0.9) }}>
              {t(`steps.items.${id}.text`)}
            </Typography>
          </>
        )}
      </ItemGrid>
      <Typography sx={{ mt: 5, textAlign: 'center' }}>
        <Link
          component={AppLink}
          to={pathFor('germanyCheck', lng)}
          sx={{ fontWeight: 700 }}
          data-testid="steps-check"
        >
          {t('steps.checkLink')}
        </Link>
      </Typography>
    </Section>
  );
}
