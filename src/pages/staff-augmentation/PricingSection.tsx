import CheckRounded from '@mui/icons-material/CheckRounded';
import { Box, Typography } from '@mui/material';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { FeatureCard } from '../../components/sections/FeatureCard';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { staffAugmentationPrices } from '../../config/prices';
import { site } from '../../config/site';
import { formatMoney } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { pricingLevels } from './content';

/** The pricing overview: built, and off unless the site config turns it on. */
export function PricingSection({ enabled = site.flags.staffAugmentationPricing }) {
  const { t } = useT('staffAugmentation');
  const lng = useLocale();
  if (!enabled) return null;
  const { currency } = staffAugmentationPrices;
  return (
    <Section id="pricing" heading={headingCopy(t, 'pricing', ['eyebrow', 'title'])}>
      <ItemGrid items={pricingLevels} columns={3} list={false} wideFrom="md" stagger={0.15}>
        {(id) => (
          <FeatureCard gap={1.5}>
            <Typography variant="h3" sx={{ color: 'primary.main' }}>
              {t(`pricing.levels.${id}.title`)}
            </Typography>
            <Typography component="p" sx={{ color: 'primary.main' }} data-testid="price">
              <Box component="span" sx={{ fontSize: '2rem', fontWeight: 800 }}>
                {t('pricing.from', {
                  price: formatMoney(lng, currency, staffAugmentationPrices[id]),
                })}
              </Box>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t('pricing.perMonth')}
              </Box>
            </Typography>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {t(`pricing.levels.${id}.text`)}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                pt: 1.5,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <CheckRounded
                aria-hidden="true"
                fontSize="small"
                sx={{ color: 'success.main', mt: '2px' }}
              />
              <Typography variant="body2">{t('pricing.includes')}</Typography>
            </Box>
          </FeatureCard>
        )}
      </ItemGrid>
      <Typography
        component="p"
        sx={{
          mt: { xs: 4, md: 5 },
          textAlign: 'center',
          fontWeight: 700,
          fontSize: '1.15rem',
          color: 'primary.main',
        }}
      >
        {t('pricing.promise')}
      </Typography>
    </Section>
  );
}
