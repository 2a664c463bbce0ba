import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { brandColors, radii } from '../../../theme/tokens';

/** One audience's benefits: an icon, a heading and a checked list. */
export function BenefitCard({
  id,
  icon: Icon,
  title,
  items,
}: {
  id: string;
  icon: SvgIconComponent;
  title: string;
  items: readonly string[];
}) {
  const titleId = `benefits-${id}-title`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      data-testid={`benefits-${id}`}
      sx={{ height: '100%', p: { xs: 3, md: 4 }, borderRadius: radii.card }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 48,
            height: 48,
            borderRadius: radii.badge,
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(brandColors.amber, 0.16),
            color: 'secondary.dark',
          }}
        >
          <Icon />
        </Box>
        <Typography variant="h3" id={titleId} sx={{ color: 'primary.main' }}>
          {title}
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.75 }}>
        {items.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5 }}>
            <CheckCircleRounded
              aria-hidden="true"
              sx={{ color: 'success.main', mt: '2px', flexShrink: 0 }}
            />
            <Typography>{item}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
