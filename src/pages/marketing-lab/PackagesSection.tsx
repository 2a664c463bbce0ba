import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Button, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { AppLink } from '../../components/AppLink';
import { CheckList } from '../../components/sections/CheckList';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { FeatureCard } from '../../components/sections/FeatureCard';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';
import { packages } from './content';

/** Basic, Advanced, Custom Project: built, and off unless the site config turns it on. */
export function PackagesSection({ enabled = site.flags.marketingLabPackages }) {
  const { t } = useT('marketingLab');
  const lng = useLocale();
  if (!enabled) return null;
  return (
    <Section id="packages" tone="sand" heading={headingCopy(t, 'packages')}>
      <ItemGrid items={packages} columns={3} list={false} wideFrom="md" stagger={0.15}>
        {(pkg) => {
          const title = t(`packages.items.${pkg.id}.title`);
          const { highlighted } = pkg;
          const Icon = pkg.icon;
          return (
            <FeatureCard
              sx={{
                ...(highlighted && {
                  borderColor: 'secondary.main',
                  borderWidth: 2,
                  boxShadow: `0 18px 40px ${alpha(brandColors.navy, 0.12)}`,
                }),
              }}
            >
              <Icon aria-hidden="true" sx={{ fontSize: 40, color: 'secondary.dark' }} />
              <Typography variant="h3" sx={{ color: 'primary.main' }}>
                {title}
              </Typography>
              <Typography color="text.secondary">{t(`packages.items.${pkg.id}.text`)}</Typography>
              <CheckList
                items={pkg.features.map(({ id, key }) => ({ id, text: t(key) }))}
                text="body1"
                sx={{ alignContent: 'start', flexGrow: 1 }}
              />
              <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
                {t('packages.priceOnRequest')}
              </Typography>
              <Button
                component={AppLink}
                to={pathFor('contact', lng)}
                variant={highlighted ? 'contained' : 'outlined'}
                color={highlighted ? 'secondary' : 'primary'}
                endIcon={<ArrowForwardRounded />}
                aria-label={t('packages.ctaLabel', { package: title })}
              >
                {t('packages.cta')}
              </Button>
            </FeatureCard>
          );
        }}
      </ItemGrid>
    </Section>
  );
}
