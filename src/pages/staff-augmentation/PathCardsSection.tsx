import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Button, Typography } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import { Art } from '../../components/Art';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { FeatureCard } from '../../components/sections/FeatureCard';
import { Section } from '../../components/sections/Section';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { pathCards } from './content';

/** Hire Now for companies, Find Your Job for professionals. */
export function PathCardsSection() {
  const { t } = useT('staffAugmentation');
  const lng = useLocale();
  return (
    <Section labelledBy="paths-title" tone="white" sx={{ py: { xs: 7, md: 9 } }}>
      <Typography
        variant="h2"
        id="paths-title"
        sx={{ color: 'primary.main', textAlign: 'center', mb: { xs: 4, md: 5 } }}
      >
        {t('paths.title')}
      </Typography>
      <ItemGrid items={pathCards} columns={2} list={false} wideFrom="md" stagger={0.15}>
        {({ id, image, to }) => (
          <FeatureCard>
            <Art image={{ ...image, alt: t(`paths.items.${id}.alt`) }} />
            <Typography variant="h3" sx={{ color: 'primary.main' }}>
              {t(`paths.items.${id}.title`)}
            </Typography>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {t(`paths.items.${id}.text`)}
            </Typography>
            <Button
              component={AppLink}
              to={pathFor(to, lng)}
              variant="contained"
              endIcon={<ArrowForwardRounded />}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t(`paths.items.${id}.cta`)}
            </Button>
          </FeatureCard>
        )}
      </ItemGrid>
    </Section>
  );
}
