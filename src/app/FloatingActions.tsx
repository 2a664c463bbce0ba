import WhatsApp from '@mui/icons-material/WhatsApp';
import { Fab, Stack, Tooltip } from '@mui/material';
import { newTab } from '../components/newTab';
import { site } from '../config/site';
import { whatsappUrl } from '../config/siteConfig';
import { ChatLauncher } from '../features/chat/ChatLauncher';
import { useT } from '../i18n/useT';

/** Bottom-right stack: the chat assistant above, WhatsApp below. Snackbars sit to their left. */
export function FloatingActions() {
  const { t } = useT('common');
  return (
    <Stack
      component="aside"
      aria-label={t('floating.label')}
      spacing={1.5}
      alignItems="flex-end"
      sx={{
        position: 'fixed',
        right: { xs: 16, md: 24 },
        bottom: { xs: 16, md: 24 },
        zIndex: (theme) => theme.zIndex.speedDial,
      }}
    >
      <ChatLauncher />
      <Tooltip title={t('whatsapp.tooltip')} placement="left">
        <Fab
          component="a"
          href={whatsappUrl(site, t('whatsapp.message'))}
          {...newTab}
          aria-label={t('whatsapp.label')}
          sx={{ bgcolor: '#1E8E4E', color: '#FFFFFF', '&:hover': { bgcolor: '#167040' } }}
        >
          <WhatsApp />
        </Fab>
      </Tooltip>
    </Stack>
  );
}
