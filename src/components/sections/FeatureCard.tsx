import { Paper, type PaperProps } from '@mui/material';
import { sxList } from '../sxList';

/**
 * An outlined card (the theme's `feature` Paper) whose parts stack with an even gap and which
 * fills its grid cell, so cards side by side end level: a plan, a package, a path.
 */
export function FeatureCard({
  gap = 2,
  sx,
  children,
  ...props
}: Omit<PaperProps<'article'>, 'variant'> & { gap?: 1.5 | 2 }) {
  return (
    <Paper
      component="article"
      variant="feature"
      sx={[
        { height: '100%', p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap },
        ...sxList(sx),
      ]}
      {...props}
    >
      {children}
    </Paper>
  );
}
