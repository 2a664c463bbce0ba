import { Paper, Typography, type BoxProps } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { panelBackground } from '../../theme/surfaces';
import { brandColors } from '../../theme/tokens';
import { Reveal } from '../reveal/Reveal';
import { sxList } from '../sxList';
import { Section } from './Section';

export interface CallToActionCopy {
  eyebrow?: string;
  title: string;
  text: string;
}

/**
 * The navy call-to-action panel (the theme's `panel` Paper): an optional eyebrow, a title, a
 * line and the actions, centred. `width` is its largest width; `glows` where its warm lights
 * sit; `titleComponent="h3"` when it closes a part of a section rather than the page.
 */
export function CallToActionPanel({
  titleId,
  titleComponent = 'h2',
  copy: { eyebrow, title, text },
  actions,
  width,
  glows,
  compact = false,
  textWidth,
  balance = titleComponent === 'h2',
  textGap = 1.5,
  sx,
}: {
  titleId?: string;
  titleComponent?: 'h2' | 'h3';
  copy: CallToActionCopy;
  actions: ReactNode;
  width?: number;
  glows?: Parameters<typeof panelBackground>[0];
  /** Less vertical padding from `md` (7 instead of 8), for a panel inside a longer section. */
  compact?: boolean;
  /** The line's largest width (`opacity` dims it instead of a translucent colour when unset). */
  textWidth?: number;
  /** Balanced title lines (the default for a page's closing h2). */
  balance?: boolean;
  /** Space between the title and the line, in theme spacing. */
  textGap?: 1.5 | 2;
  sx?: BoxProps['sx'];
}) {
  return (
    <Paper
      variant="panel"
      sx={[
        {
          mx: 'auto',
          maxWidth: width,
          textAlign: 'center',
          px: { xs: 3, md: 8 },
          py: { xs: 6, md: compact ? 7 : 8 },
        },
        glows !== undefined && { background: panelBackground(glows) },
        ...sxList(sx),
      ]}
    >
      {eyebrow && (
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
          {eyebrow}
        </Typography>
      )}
      <Typography
        variant="h2"
        component={titleComponent}
        id={titleId}
        sx={[{ color: brandColors.white }, balance && { textWrap: 'balance' }]}
      >
        {title}
      </Typography>
      <Typography
        variant="subtitle1"
        component="p"
        sx={
          textWidth
            ? {
                mt: textGap,
                mx: 'auto',
                maxWidth: textWidth,
                color: alpha(brandColors.white, 0.88),
              }
            : { mt: textGap, opacity: 0.88 }
        }
      >
        {text}
      </Typography>
      {actions}
    </Paper>
  );
}

/**
 * A page's closing call to action: a band holding the navy panel, revealed as it scrolls in
 * unless `reveal={false}`. The actions are the caller's buttons (booking, a page, a form).
 */
export function CallToAction({
  id,
  titleId,
  reveal = true,
  sx,
  ...panel
}: {
  id?: string;
  titleId: string;
  reveal?: boolean;
  sx?: BoxProps['sx'];
} & Omit<Parameters<typeof CallToActionPanel>[0], 'titleId' | 'titleComponent' | 'sx'>) {
  const content = <CallToActionPanel titleId={titleId} {...panel} />;
  return (
    <Section id={id} labelledBy={titleId} tone="none" sx={sx}>
      {reveal ? <Reveal threshold={0.2}>{content}</Reveal> : content}
    </Section>
  );
}
