import { Box, Container, type BoxProps } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useRef, type ReactNode } from 'react';
import { brandColors } from '../../theme/tokens';
import { DeferredHydration } from '../hydration/DeferredHydration';
import { sxList } from '../sxList';

const tones = {
  paper: { bgcolor: brandColors.paper, color: 'text.primary' },
  sand: { bgcolor: brandColors.sand, color: 'text.primary' },
  white: { bgcolor: brandColors.white, color: 'text.primary' },
  navy: {
    color: brandColors.white,
    background: `radial-gradient(circle at 12% 0%, ${alpha(brandColors.steel, 0.55)}, transparent 55%), radial-gradient(circle at 95% 100%, ${alpha(brandColors.amber, 0.14)}, transparent 40%), ${brandColors.navy}`,
  },
} as const;

/**
 * A page band: an anchorable <section> with the site's vertical rhythm and a tone. Its content
 * hydrates when it nears the viewport (see DeferredHydration), so a long page does not hydrate
 * all at once.
 */
export function Section({
  id,
  labelledBy,
  tone = 'paper',
  maxWidth = 'lg',
  children,
  sx,
}: {
  id?: string;
  /** id of the heading that names the section. */
  labelledBy?: string;
  tone?: keyof typeof tones;
  maxWidth?: 'md' | 'lg' | 'xl' | false;
  children: ReactNode;
  sx?: BoxProps['sx'];
}) {
  const ref = useRef<HTMLElement>(null);
  return (
    <Box
      component="section"
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      sx={[{ py: { xs: 9, md: 13 }, ...tones[tone] }, ...sxList(sx)]}
    >
      <DeferredHydration watch={ref}>
        {maxWidth === false ? children : <Container maxWidth={maxWidth}>{children}</Container>}
      </DeferredHydration>
    </Box>
  );
}
