/**
 * The Germany check's islands, by name (the `*.island.tsx` files beside this one): the page's
 * start-up wakes them without loading their code (./germanyCheckBoot.ts).
 */
export const germanyCheckIslands = {
  check: 'pages/germany-check/CheckSection',
  routes: 'pages/germany-check/RoutesSection',
  figures: 'pages/germany-check/FiguresSection',
} as const;
