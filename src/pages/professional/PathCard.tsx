import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Card, Link, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { AppLink } from '../../components/AppLink';
import { focusRingSx } from '../../theme/theme';
import { brandColors } from '../../theme/tokens';

/**
 * One path of the hub: icon, title, a line of text. The title is the link, stretched over the
 * whole card, so a screen reader hears the path's name while the whole card stays clickable.
 */
export function PathCard({
  icon: Icon,
  title,
  text,
  to,
  actionLabel,
}: {
  icon: SvgIconComponent;
  title: string;
  text: string;
  to: string;
  actionLabel: string;
}) {
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        p: { xs: 3, md: 4 },
        borderRadius: 4,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        transition: 'box-shadow 200ms ease, border-color 200ms ease',
        '&:hover, &:focus-within': {
          borderColor: 'secondary.main',
          boxShadow: `0 14px 32px ${alpha(brandColors.navy, 0.14)}`,
        },
        '&:has(a:focus-visible)': focusRingSx,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 56,
          height: 56,
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          bgcolor: alpha(brandColors.amber, 0.18),
          color: brandColors.amberText,
        }}
      >
        <Icon fontSize="large" />
      </Box>
      <Typography variant="h3" sx={{ mt: 2.5 }}>
        <Link
          component={AppLink}
          to={to}
          underline="none"
          sx={{
            color: 'primary.main',
            '&::after': { content: '""', position: 'absolute', inset: 0 },
            '&:focus-visible': { outline: 'none' },
          }}
        >
          {title}
        </Link>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, flexGrow: 1 }}>
        {text}
      </Typography>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          mt: 3,
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          fontWeight: 700,
          color: 'primary.main',
        }}
      >
        {actionLabel}
        <ArrowForwardRounded fontSize="small" />
      </Box>
    </Card>
  );
}
