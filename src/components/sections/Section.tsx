import { Box, Container, type BoxProps } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { brandColors } from '../../theme/tokens';
import { sxList } from '../sxList';
import { SectionHeading, type SectionHeadingProps } from './SectionHeading';

const tones = {
  /** No ground of its own: the page's paper shows through. */
  none: {},
  paper: { bgcolor: brandColors.paper, color: 'text.primary' },
  sand: { bgcolor: brandColors.sand, color: 'text.primary' },
  white: { bgcolor: brandColors.white, color: 'text.primary' },
  navy: {
    color: brandColors.white,
    background: `radial-gradient(circle at 12% 0%, ${alpha(brandColors.steel, 0.55)}, transparent 55%), radial-gradient(circle at 95% 100%, ${alpha(brandColors.amber, 0.14)}, transparent 40%), ${brandColors.navy}`,
  },
} as const;

export type SectionTone = keyof typeof tones;

/**
 * A page band: an anchorable <section> with the site's vertical rhythm, a tone and, given a
 * `heading`, its eyebrow, h2 and lead (the h2 gets `labelledBy` as its id, light on the navy
 * tone). Every band of a page is one of these (lint forbids raw <section> in pages).
 */
export function Section({
  id,
  labelledBy,
  tone = 'paper',
  maxWidth = 'lg',
  heading,
  children,
  sx,
}: {
  id?: string;
  /** id of the heading that names the section; with a `heading`, `<id>-title` unless given. */
  labelledBy?: string;
  tone?: SectionTone;
  maxWidth?: 'md' | 'lg' | 'xl' | false;
  heading?: Omit<SectionHeadingProps, 'id' | 'inverted'>;
  children?: ReactNode;
  sx?: BoxProps['sx'];
}) {
  const titleId = labelledBy ?? (heading && id ? `${id}-title` : undefined);
  const content = (
    <>
      {heading && <SectionHeading id={titleId} inverted={tone === 'navy'} {...heading} />}
      {children}
    </>
  );
  const contained =
    maxWidth === false ? content : <Container maxWidth={maxWidth}>{content}</Container>;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      sx={[{ py: { xs: 9, md: 13 }, ...tones[tone] }, ...sxList(sx)]}
    >
      {contained}
    </Box>
  );
}
