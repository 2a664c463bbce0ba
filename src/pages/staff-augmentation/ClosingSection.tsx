import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { Box, Button, Container, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { newTab } from '../../components/newTab';
import { visuallyHidden } from '../../components/visuallyHidden';
import { site } from '../../config/site';
import { whatsappUrl } from '../../config/siteConfig';
import { BookCallButton } from '../../features/booking/BookCallButton';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';
import { closingId } from './content';

const outlinedOnDark = {
  color: brandColors.white,
  borderColor: alpha(brandColors.white, 0.6),
  '&:hover': { borderColor: brandColors.white, bgcolor: alpha(brandColors.white, 0.08) },
} as const;

/** The page's last word: e-mail the clients address, chat on WhatsApp or book a call. */
export function ClosingSection() {
  const { t } = useT('staffAugmentation');
  const { t: tc } = useT('common');
  return (
    <Box
      component="section"
      id={closingId}
      aria-labelledby="closing-title"
      sx={{ py: { xs: 9, md: 13 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            mx: 'auto',
            maxWidth: 1040,
            textAlign: 'center',
            borderRadius: '28px',
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 8 },
            color: brandColors.white,
            background: `radial-gradient(circle at 100% 0%, ${alpha(brandColors.amber, 0.3)}, transparent 45%), linear-gradient(135deg, ${brandColors.navy}, ${brandColors.steel})`,
            boxShadow: `0 24px 60px ${alpha(brandColors.navy, 0.25)}`,
          }}
        >
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
            {t('closing.eyebrow')}
          </Typography>
          <Typography
            variant="h2"
            id="closing-title"
            sx={{ color: brandColors.white, textWrap: 'balance' }}
          >
            {t('closing.title')}
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ mt: 1.5, mx: 'auto', maxWidth: 640, color: alpha(brandColors.white, 0.88) }}
          >
            {t('closing.text')}
          </Typography>
          <Box
            sx={{
              mt: 4,
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: 2,
              // Side by side, each button keeps its label on one line and the row wraps instead.
              '& > .MuiButton-root': { whiteSpace: { md: 'nowrap' } },
            }}
          >
            <BookCallButton
              variant="contained"
              color="secondary"
              size="large"
              startIcon={<CalendarMonthRounded />}
              data-testid="closing-book-call"
            >
              {t('closing.bookCall')}
            </BookCallButton>
            <Button
              href={whatsappUrl(site, tc('whatsapp.message'))}
              {...newTab}
              variant="outlined"
              size="large"
              startIcon={<WhatsApp />}
              data-testid="closing-whatsapp"
              sx={outlinedOnDark}
            >
              {t('closing.whatsapp')}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {t('closing.opensInNewTab')}
              </Box>
            </Button>
            <Button
              href={`mailto:${site.emails.clients}`}
              variant="outlined"
              size="large"
              startIcon={<MailOutlineRounded />}
              data-testid="closing-email"
              sx={[outlinedOnDark, { overflowWrap: 'anywhere' }]}
            >
              {t('closing.email', { email: site.emails.clients })}
            </Button>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
