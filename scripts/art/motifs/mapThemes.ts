import { brandColors } from '../../../src/theme/tokens';

/** The colours of a map: land fill, its halftone dots, coastline and graticule. */
export interface MapTheme {
  land: string;
  landOpacity: number;
  dots: string;
  dotsOpacity: number;
  coast: string;
  coastOpacity: number;
  grid: string;
  gridOpacity: number;
}

/** Maps on the dark navy scenes. */
export const NIGHT: MapTheme = {
  land: brandColors.steel,
  landOpacity: 0.32,
  dots: brandColors.mist,
  dotsOpacity: 0.55,
  coast: brandColors.mist,
  coastOpacity: 0.22,
  grid: brandColors.mist,
  gridOpacity: 0.07,
};

/** Maps on the light paper cards. */
export const PAPER: MapTheme = {
  land: brandColors.sandDark,
  landOpacity: 1,
  dots: brandColors.blue,
  dotsOpacity: 0.28,
  coast: brandColors.blue,
  coastOpacity: 0.18,
  grid: brandColors.navy,
  gridOpacity: 0.06,
};
