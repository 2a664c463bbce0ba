import WhatsApp from '@mui/icons-material/WhatsApp';
import { Fab, Stack } from '@mui/material';
import { lazy, Suspense } from 'react';
import { DeferredTooltip } from '../components/DeferredTooltip';
import { newTab } from '../components/newTab';
import { site } from '../config/site';
import { whatsappUrl } from '../config/siteConfig';
import { useHydrated } from '../components/useHydrated';
import { useT } from '../i18n/useT';
import { brandColors, floating, shortScreen } from '../theme/tokens';

// The chat button exists only in the browser (it needs its copy first): its code loads after hydration.
const ChatLauncher = lazy(async () => ({
  default: (await import('../features/chat/ChatLauncher')).ChatLauncher,
}));

/**
 * Bottom-right stack: the chat assistant above, WhatsApp below. Its geometry comes from the
 * floating tokens, which the layout and the notifications also use to keep clear of it.
 */
export function FloatingActions() {
  const { t } = useT('common');
  const hydrated = useHydrated();
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
      {hydrated && (
        <Suspense fallback={null}>
          <ChatLauncher />
        </Suspense>
      )}
      <DeferredTooltip title={t('whatsapp.tooltip')} placement="left">
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
      </DeferredTooltip>
    </Stack>
  );
}
