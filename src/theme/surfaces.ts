import { alpha } from '@mui/material/styles';
import { brandColors, radii } from './tokens';

/** Hairline edges: the theme's divider and the outlined cards. */
export const divider = alpha(brandColors.navy, 0.12);

/**
 * The shadows of the site's surfaces, from a card resting on the page to a panel that stands
 * out of its band. Components name one of these instead of writing a shadow.
 */
export const elevations = {
  /** An icon badge lifted off its card. */
  badge: `0 8px 20px ${alpha(brandColors.navy, 0.2)}`,
  /** A white card on a light band. */
  card: `0 12px 30px ${alpha(brandColors.navy, 0.06)}`,
  /** A card that carries an image or a step of a timeline. */
  raised: `0 14px 36px ${alpha(brandColors.navy, 0.08)}`,
  /** A service card with a photo-like illustration. */
  lifted: `0 18px 40px ${alpha(brandColors.navy, 0.18)}`,
  /** A navy call-to-action panel. */
  panel: `0 24px 60px ${alpha(brandColors.navy, 0.25)}`,
  /** Hero art on a navy band. */
  art: `0 24px 60px ${alpha(brandColors.ink, 0.35)}`,
} as const;

/** The opening band of an inner page: a warm glow at the top right over the navy-to-steel diagonal. */
export const introBackground = `radial-gradient(circle at 85% 20%, ${alpha(brandColors.amber, 0.28)}, transparent 45%), linear-gradient(135deg, ${brandColors.navy} 0%, ${brandColors.blue} 60%, ${brandColors.steel} 100%)`;

/** A translucent card on a navy band: the light shows through, the edge stays visible. */
export const onNavySurface = {
  bgcolor: alpha(brandColors.white, 0.06),
  border: `1px solid ${alpha(brandColors.white, 0.14)}`,
} as const;

/**
 * The background of a navy call-to-action panel: the navy-to-steel diagonal under warm glows,
 * each a colour at a CSS position (`100% 0%`: top right).
 */
export function panelBackground(
  glows: readonly { at: string; colour: 'amber' | 'coral' }[] = [
    { at: '100% 0%', colour: 'amber' },
  ],
): string {
  const lights = glows.map(
    ({ at, colour }) =>
      `radial-gradient(circle at ${at}, ${alpha(brandColors[colour], 0.3)}, transparent 45%)`,
  );
  return [...lights, `linear-gradient(135deg, ${brandColors.navy}, ${brandColors.steel})`].join(
    ', ',
  );
}

/**
 * The theme's Paper variants (see theme.ts): `feature`, an outlined card; `compact`, the same
 * with the smaller radius of dense grids; `onNavy`, a translucent card on a navy band; `panel`,
 * the navy call-to-action panel.
 */
export const paperVariants = {
  feature: { border: `1px solid ${divider}`, borderRadius: radii.card },
  compact: { border: `1px solid ${divider}`, borderRadius: radii.cardCompact },
  onNavy: {
    backgroundColor: alpha(brandColors.white, 0.06),
    border: `1px solid ${alpha(brandColors.white, 0.14)}`,
    borderRadius: radii.cardCompact,
    color: brandColors.white,
  },
  panel: {
    borderRadius: radii.panel,
    color: brandColors.white,
    background: panelBackground(),
    boxShadow: elevations.panel,
  },
} as const;

/** An outlined button on a navy surface: white label and edge, a faint fill on hover. */
export const outlinedOnNavy = {
  color: brandColors.white,
  borderColor: alpha(brandColors.white, 0.6),
  '&:hover': { borderColor: brandColors.white, bgcolor: alpha(brandColors.white, 0.08) },
} as const;
