import StarRounded from '@mui/icons-material/StarRounded';
import { Box, Chip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Art } from '../../components/Art';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { CheckList } from '../../components/sections/CheckList';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { relocationPackagePrices } from '../../config/prices';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleContext';
import { formatMoney } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import { plans } from './content';
import { ExternalButton } from '../../components/ExternalButton';

/** 'Elige tu plan': the three paid packages, prices in US dollars for the page language. */
export function PlansSection() {
  const { t } = useT('relocation');
  const lng = useLocale();
  return (
    <Section id="plans" heading={headingCopy(t, 'plans')}>
      <ItemGrid
        items={plans}
        columns={3}
        list={false}
        wideFrom="md"
        stagger={0.15}
        sx={{ alignItems: 'stretch', pt: 2 }}
        itemSx={{ height: '100%' }}
      >
        {({ id, image, price, popular, features }) => {
          const name = t(`plans.items.${id}.name`);
          return (
            <Box
              component="article"
              aria-labelledby={`plan-${id}`}
              data-testid="plan-card"
              data-popular={popular || undefined}
              sx={{
                position: 'relative',
                height: '100%',
                p: { xs: 3, md: 4 },
                borderRadius: radii.card,
                bgcolor: 'background.paper',
                border: popular ? `2px solid ${brandColors.amber}` : '1px solid',
                borderColor: popular ? brandColors.amber : 'divider',
                boxShadow: popular ? `0 24px 60px ${alpha(brandColors.navy, 0.16)}` : 'none',
                display: 'flex',
                flexDirection: 'column',
                gap: 2,
              }}
            >
              {popular && (
                <Chip
                  icon={<StarRounded aria-hidden="true" />}
                  label={t('plans.popular')}
                  color="secondary"
                  data-testid="plan-popular"
                  sx={{
                    position: 'absolute',
                    top: 0,
                    left: '50%',
                    transform: 'translate(-50%, -50%)',
                    fontWeight: 700,
                  }}
                />
              )}
              <Art image={{ ...image, alt: t(`plans.items.${id}.alt`) }} />
              <Typography id={`plan-${id}`} variant="h3" sx={{ color: 'primary.main' }}>
                {name}
              </Typography>
              <Typography
                component="p"
                data-testid="plan-price"
                sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
              >
                {formatMoney(lng, relocationPackagePrices.currency, price)}
              </Typography>
              <Typography color="text.secondary">{t(`plans.items.${id}.text`)}</Typography>
              <CheckList
                items={features.map((key) => ({ id: key, text: t(key) }))}
                label={t('plans.featuresLabel', { plan: name })}
                sx={{ alignContent: 'start', flexGrow: 1 }}
              />
              <ExternalButton
                hint={t('opensInNewTab')}
                href={site.forms.preEvaluation}
                variant={popular ? 'contained' : 'outlined'}
                color={popular ? 'secondary' : 'primary'}
                size="medium"
                fullWidth
                aria-describedby={`plan-${id}`}
              >
                {t('plans.cta')}
              </ExternalButton>
            </Box>
          );
        }}
      </ItemGrid>
      <Typography
        color="text.secondary"
        sx={{ mt: 4, textAlign: 'center', maxWidth: 720, mx: 'auto' }}
      >
        {t('plans.priceNote')} {t('plans.paidNote')}
      </Typography>
    </Section>
  );
}
