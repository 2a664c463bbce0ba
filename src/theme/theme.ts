import { createTheme, type Theme } from '@mui/material/styles';
import { divider, paperVariants } from './surfaces';
import { overlayBottomVar } from './overlayBottom';
import { brandColors, floating, focusRing, header, shortScreen } from './tokens';

declare module '@mui/material/Paper' {
  interface PaperPropsVariantOverrides {
    feature: true;
    compact: true;
    onNavy: true;
    panel: true;
  }
}

/** The focus ring every focusable element shows (see `focusRing`). */
export const focusRingSx = {
  outline: `${focusRing.width}px solid ${focusRing.outer}`,
  outlineOffset: focusRing.gap,
  boxShadow: `0 0 0 ${focusRing.gap}px ${focusRing.inner}`,
} as const;

const fontFamily =
  '"Plus Jakarta Sans Variable", "Plus Jakarta Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  palette: {
    primary: {
      main: brandColors.navy,
      light: brandColors.steel,
      dark: brandColors.ink,
      contrastText: brandColors.white,
    },
    secondary: {
      main: brandColors.amber,
      dark: brandColors.amberDark,
      contrastText: brandColors.navy,
    },
    error: { main: brandColors.error },
    success: { main: brandColors.success },
    background: { default: brandColors.paper, paper: brandColors.white },
    text: { primary: brandColors.textPrimary, secondary: brandColors.textSecondary },
    divider,
  },
  shape: { borderRadius: 14 },
  typography: {
    fontFamily,
    h1: {
      fontSize: 'clamp(2.1rem, 1.4rem + 3vw, 3.6rem)',
      fontWeight: 800,
      lineHeight: 1.1,
      letterSpacing: '-0.02em',
    },
    h2: {
      fontSize: 'clamp(1.75rem, 1.3rem + 1.8vw, 2.6rem)',
      fontWeight: 800,
      lineHeight: 1.15,
      letterSpacing: '-0.015em',
    },
    h3: { fontSize: 'clamp(1.3rem, 1.1rem + 0.8vw, 1.6rem)', fontWeight: 700, lineHeight: 1.25 },
    h4: { fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.3 },
    h5: { fontSize: '1.05rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
    subtitle1: { fontSize: '1.125rem', lineHeight: 1.6 },
    body1: { fontSize: '1rem', lineHeight: 1.7 },
    body2: { fontSize: '0.9375rem', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 700, letterSpacing: 0 },
    // MUI's 2.66 line height leaves a gap when a label wraps to two lines.
    overline: { fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.8 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: (theme: Theme) => ({
        // Focus and anchors stay clear of the fixed header above, and below of the floating
        // buttons or of a banner or notification reaching higher (src/lib/overlays.ts). On a
        // short screen (a phone held sideways, 200-400 % zoom) the header scrolls away and the
        // buttons sit in a row, so the padding shrinks with them.
        html: {
          scrollPaddingTop: header.scrollOffset,
          scrollPaddingBottom: `max(${floating.reservedBottom.xs}px, var(${overlayBottomVar}, 0px))`,
          [theme.breakpoints.up('md')]: {
            scrollPaddingBottom: `max(${floating.reservedBottom.md}px, var(${overlayBottomVar}, 0px))`,
          },
          [shortScreen]: {
            scrollPaddingTop: 8,
            scrollPaddingBottom: `max(${floating.reservedBottom.short}px, var(${overlayBottomVar}, 0px))`,
          },
        },
        body: { backgroundColor: brandColors.paper },
        // German compounds ("Rekrutierungskosten") are wider than a narrow card or a phone: they
        // hyphenate where the browser knows the language, and break rather than overflow.
        'h1, h2, h3, h4, h5, h6': { hyphens: 'auto', overflowWrap: 'break-word' },
        'a:focus-visible, button:focus-visible, [tabindex]:focus-visible': focusRingSx,
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      }),
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        // MUI sets the shadow of a focused contained button (none, with disableElevation),
        // which would drop the ring's inner white edge: on a navy section the navy outline
        // alone does not show. Doubled class: MUI's own rule comes later at equal weight.
        root: {
          borderRadius: 999,
          paddingInline: 22,
          minHeight: 44,
          '&&.Mui-focusVisible': focusRingSx,
        },
        sizeLarge: { paddingInline: 28, minHeight: 52, fontSize: '1rem' },
      },
    },
    MuiFab: { styleOverrides: { root: { '&&.Mui-focusVisible': focusRingSx } } },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: 18 } },
      // The site's surfaces (src/theme/surfaces.ts): <Paper variant="feature"> and friends.
      variants: Object.entries(paperVariants).map(([variant, style]) => ({
        props: { variant: variant as keyof typeof paperVariants },
        style,
      })),
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
