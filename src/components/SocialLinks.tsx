import FacebookRounded from '@mui/icons-material/FacebookRounded';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import { IconButton, Stack } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { site } from '../config/site';
import { useT } from '../i18n/useT';
import { newTab } from './newTab';
import { brandColors } from '../theme/tokens';

const networks = [
  { id: 'linkedin', Icon: LinkedIn, url: site.social.linkedin, name: 'LinkedIn' },
  { id: 'instagram', Icon: Instagram, url: site.social.instagram, name: 'Instagram' },
  { id: 'facebook', Icon: FacebookRounded, url: site.social.facebook, name: 'Facebook' },
] as const;

export function SocialLinks({ inverted = false }: { inverted?: boolean }) {
  const { t } = useT('common');
  return (
    <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {networks.map(({ id, Icon, url, name }) => (
        <li key={id}>
          <IconButton
            component="a"
            href={url}
            {...newTab}
            aria-label={t('social.label', { network: name })}
            sx={{
              color: inverted ? brandColors.white : 'primary.main',
              bgcolor: inverted ? alpha(brandColors.white, 0.08) : alpha(brandColors.navy, 0.06),
              '&:hover': {
                bgcolor: inverted ? alpha(brandColors.white, 0.16) : alpha(brandColors.navy, 0.12),
              },
            }}
          >
            <Icon fontSize="small" />
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
