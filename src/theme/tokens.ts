/**
 * Design tokens: the brand palette and the fixed geometry that several parts of the page must
 * agree on (the header, the anchor-scroll offset, the floating buttons). The MUI theme, the
 * components, the art script and the tests read them from here; nothing else spells a colour
 * or one of these sizes.
 */
export const brandColors = {
  navy: '#0B2545',
  /** The darkest navy: text-protecting overlays and the primary colour's dark shade. */
  ink: '#061730',
  blue: '#13315C',
  steel: '#1D4E89',
  mist: '#8DA9C4',
  paper: '#FBFAF7',
  sand: '#F4F1EA',
  /** Sand a step darker: land on the light paper map of the home page's process art. */
  sandDark: '#E4DDCE',
  white: '#FFFFFF',
  amber: '#F2A541',
  amberDark: '#D98A22',
  /** Amber darkened to pass 4.5:1 as text on light backgrounds. */
  amberText: '#8A5410',
  coral: '#E76F51',
  /** Coral darkened to pass 4.5:1 as text on white. */
  coralText: '#B4432A',
  /** A cool accent beside amber and coral, for the illustrations only (no UI element uses it). */
  teal: '#2A9D8F',
  textPrimary: '#14213D',
  textSecondary: '#4A5568',
  error: '#B3261E',
  success: '#1E7A4C',
  /** WhatsApp's button: a green dark enough for white text (5.4:1; WhatsApp's own green is not). */
  whatsapp: '#177A43',
  whatsappHover: '#125C33',
  /** The edge of a text input: 4.2:1 on paper, where WCAG 1.4.11 asks 3:1. */
  controlBorder: '#6B7A90',
  /** The chat's "online" dot. */
  online: '#4ADE80',
} as const;

/**
 * Corner radii of the site's surfaces, from the smallest tile to the largest panel. The theme's
 * Paper variants and the section blocks use them; no component writes a radius of its own.
 */
export const radii = {
  /** A small tile inside a card (the FAQ's question icon). */
  tile: '10px',
  /** An icon badge. */
  badge: '12px',
  /** A square icon badge on a card of the catalogue. */
  badgeSquare: '14px',
  /** Illustrations, and the larger icon badge. */
  art: '16px',
  /** A figure box beside an image. */
  figure: '18px',
  /** Compact cards: icon cards, statistics, steps, questions. */
  cardCompact: '20px',
  /** Cards and list panels. */
  card: '24px',
  /** Bands inside a section: the calls to action, the hero art. */
  panel: '28px',
} as const;

/**
 * The focus ring: two rings, navy outside and white inside, 15:1 against each other, so on any
 * background at least one of them stands out by 3:1 or more (WCAG 1.4.11, technique C40).
 * Amber alone was about 2:1 on white.
 */
export const focusRing = {
  outer: '#0B2545',
  inner: '#FFFFFF',
  width: 3,
  gap: 2,
} as const;

/**
 * A screen too short for fixed bars (a phone held sideways, or 200-400 % zoom): there the
 * header scrolls with the page and the floating buttons shrink into a row, so together they
 * never cover more than a sliver of it (WCAG 1.4.10, 2.4.11).
 */
export const shortScreen = '@media (max-height: 500px)';

/** The fixed header and the offset anchors scroll to (also the page's scroll padding). */
export const header = {
  height: 72,
  scrollOffset: 80,
} as const;

/**
 * The floating stack in the bottom-right corner (chat above, WhatsApp below): button size, gap,
 * distance from the viewport edges by breakpoint, and the space the page keeps free at its end
 * so that nothing readable ever sits under the buttons.
 */
const fabSize = 56;
const fabGap = 12;
const fabEdge = { xs: 16, md: 24 } as const;
/** On a short screen the two buttons are smaller and sit side by side. */
const shortFabSize = 44;
export const floating = {
  fabSize,
  shortFabSize,
  gap: fabGap,
  edge: fabEdge,
  /** Height of the two-button stack plus its edge offset, per breakpoint. */
  reservedBottom: {
    xs: fabEdge.xs + 2 * fabSize + fabGap + 8,
    md: fabEdge.md + 2 * fabSize + fabGap + 8,
    short: fabEdge.xs + shortFabSize + 8,
  },
  /** Width of the stack plus its edge offset, per breakpoint. */
  reservedRight: {
    xs: fabEdge.xs + fabSize + 8,
    md: fabEdge.md + fabSize + 8,
    short: fabEdge.xs + 2 * shortFabSize + fabGap + 8,
  },
} as const;

/** The chat panel of the assistant (desktop size). */
/**
 * The chat panel's size beside the page, and the viewport height below which it scrolls as a
 * whole (a phone held sideways, or 400% zoom: 320×200 CSS px), so the conversation keeps its
 * full height instead of shrinking between the header and the input (WCAG 1.4.10).
 */
export const chatPanel = { width: 384, height: 500, scrollsWholeBelow: 480 } as const;
/** The media query of a viewport too short for the panel's log to scroll on its own. */
export const shortViewport = `@media (max-height: ${chatPanel.scrollsWholeBelow}px)`;
