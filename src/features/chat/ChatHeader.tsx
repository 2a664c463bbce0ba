import CloseRounded from '@mui/icons-material/CloseRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import { Avatar, Box, IconButton, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';

/** The panel's title bar: the assistant's name, its availability and the close button. */
export function ChatHeader({ onClose }: { onClose: () => void }) {
  const { t } = useT('chat');
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={1.5}
      sx={{
        px: 2,
        py: 1.5,
        color: 'primary.contrastText',
        background: `linear-gradient(135deg, ${brandColors.navy} 0%, ${brandColors.steel} 100%)`,
      }}
    >
      <Avatar sx={{ bgcolor: 'secondary.main', color: 'primary.main', width: 40, height: 40 }}>
        <SupportAgentRounded aria-hidden />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" variant="h6" noWrap>
          {t('assistantName')}
        </Typography>
        <Stack direction="row" alignItems="center" spacing={0.75}>
          <Box
            aria-hidden
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: brandColors.online }}
          />
          <Typography variant="caption" sx={{ color: alpha(brandColors.white, 0.85) }}>
            {t('panel.status')}
          </Typography>
        </Stack>
      </Box>
      <IconButton onClick={onClose} aria-label={t('panel.close')} sx={{ color: 'inherit' }}>
        <CloseRounded />
      </IconButton>
    </Stack>
  );
}
