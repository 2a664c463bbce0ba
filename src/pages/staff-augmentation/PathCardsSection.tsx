import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Button, Paper, Typography } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import { Art } from '../../components/Art';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { pathCards } from './content';
import { radii } from '../../theme/tokens';

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
      <Reveal
        stagger={0.15}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {pathCards.map(({ id, image, to }) => (
          <RevealItem key={id}>
            <Paper
              component="article"
              variant="outlined"
              sx={{
                height: '100%',
                p: { xs: 3, md: 4 },
                borderRadius: radii.card,
                display: 'flex',
                flexDirection: 'column',
                gap: 2,
              }}
            >
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
            </Paper>
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  );
}
