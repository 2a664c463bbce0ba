import WhatsApp from '@mui/icons-material/WhatsApp';
import { Box, Container, Typography } from '@mui/material';
import { PageHero } from '../../components/carousel/PageHero';
import { site } from '../../config/site';
import { whatsappUrl } from '../../config/siteConfig';
import { useT } from '../../i18n/useT';
import { Section } from '../../components/sections/Section';
import { brandColors } from '../../theme/tokens';
import { heroSlides } from './content';
import { ExternalButton } from '../../components/ExternalButton';

/**
 * The carousel, then a band with the WhatsApp button (the shared carousel's slide actions are
 * links inside the site, so the chat link sits right under it).
 */
export function HeroSection() {
  const { t } = useT('relocation');
  const { t: tc } = useT('common');
  return (
    <>
      <PageHero ns="relocation" slides={heroSlides} />
      <Section
        labelledBy="intro-title"
        tone="none"
        maxWidth={false}
        sx={{ bgcolor: 'primary.main', py: { xs: 0, md: 0 } }}
      >
        <Container
          maxWidth="lg"
          sx={{
            py: { xs: 4, md: 5 },
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'flex-start', md: 'center' },
            justifyContent: 'space-between',
            gap: 3,
            color: brandColors.white,
          }}
        >
          <Box>
            <Typography
              id="intro-title"
              variant="h2"
              sx={{ color: brandColors.white, fontSize: { xs: '1.5rem', md: '1.75rem' } }}
            >
              {t('intro.title')}
            </Typography>
            <Typography sx={{ mt: 1, opacity: 0.88 }}>{t('intro.text')}</Typography>
          </Box>
          <ExternalButton
            hint={t('opensInNewTab')}
            href={whatsappUrl(site, tc('whatsapp.message'))}
            startIcon={<WhatsApp aria-hidden="true" />}
            endIcon={null}
            data-testid="hero-whatsapp"
            sx={{
              flexShrink: 0,
              bgcolor: brandColors.whatsapp,
              color: brandColors.white,
              '&:hover': { bgcolor: brandColors.whatsappHover },
            }}
          >
            {t('intro.whatsapp')}
          </ExternalButton>
        </Container>
      </Section>
    </>
  );
}
