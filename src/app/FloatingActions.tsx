import WhatsApp from '@mui/icons-material/WhatsApp';
import { Fab, Stack } from '@mui/material';
import { Hint } from '../components/Hint';
import { newTab } from '../components/newTab';
import { site } from '../config/site';
import { ChatLauncher } from '../features/chat/ChatLauncher';
import { whatsappUrl } from '../config/siteConfig';
import { useT } from '../i18n/useT';
import { brandColors, floating, shortScreen } from '../theme/tokens';

/**
 * Bottom-right stack: the chat assistant above, WhatsApp below. Its geometry comes from the
 * floating tokens, which the layout and the notifications also use to keep clear of it.
 */
export function FloatingActions() {
  const { t } = useT('common');
  return (
    <Stack
      component="aside"
      aria-label={t('floating.label')}
      spacing={`${floating.gap}px`}
      useFlexGap
      alignItems="flex-end"
      sx={{
        position: 'fixed',
        right: floating.edge,
        bottom: floating.edge,
        zIndex: (theme) => theme.zIndex.speedDial,
        '& .MuiFab-root': { width: floating.fabSize, height: floating.fabSize },
        [shortScreen]: {
          flexDirection: 'row',
          alignItems: 'center',
          right: floating.edge.xs,
          bottom: floating.edge.xs,
          '& .MuiFab-root': { width: floating.shortFabSize, height: floating.shortFabSize },
        },
      }}
    >
      <ChatLauncher />
      <Hint title={t('whatsapp.tooltip')}>
        <Fab
          component="a"
          href={whatsappUrl(site, t('whatsapp.message'))}
          {...newTab}
          aria-label={t('whatsapp.label')}
          sx={{
            bgcolor: brandColors.whatsapp,
            color: brandColors.white,
            '&:hover': { bgcolor: brandColors.whatsappHover },
          }}
        >
          <WhatsApp />
        </Fab>
      </Hint>
    </Stack>
  );
}
