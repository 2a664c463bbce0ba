import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { Box, Button } from '@mui/material';
import { newTab } from '../../components/newTab';
import { CallToAction } from '../../components/sections/CallToAction';
import { visuallyHidden } from '../../components/visuallyHidden';
import { site } from '../../config/site';
import { whatsappUrl } from '../../config/siteConfig';
import { BookCallAction } from '../../features/booking/BookCallButton';
import { useT } from '../../i18n/useT';
import { outlinedOnNavy } from '../../theme/surfaces';
import { closingId } from './content';

/** The page's last word: e-mail the clients address, chat on WhatsApp or book a call. */
export function ClosingSection() {
  const { t } = useT('staffAugmentation');
  const { t: tc } = useT('common');
  return (
    <CallToAction
      id={closingId}
      titleId="closing-title"
      reveal={false}
      width={1040}
      textWidth={640}
      copy={{ eyebrow: t('closing.eyebrow'), title: t('closing.title'), text: t('closing.text') }}
      actions={
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
          <BookCallAction data-testid="closing-book-call">{t('closing.bookCall')}</BookCallAction>
          <Button
            href={whatsappUrl(site, tc('whatsapp.message'))}
            {...newTab}
            variant="outlined"
            size="large"
            startIcon={<WhatsApp />}
            data-testid="closing-whatsapp"
            sx={outlinedOnNavy}
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
            sx={[outlinedOnNavy, { overflowWrap: 'anywhere' }]}
          >
            {t('closing.email', { email: site.emails.clients })}
          </Button>
        </Box>
      }
    />
  );
}
