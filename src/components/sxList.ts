import type { SxProps, Theme } from '@mui/material/styles';

type SxItem = Exclude<SxProps<Theme>, ReadonlyArray<unknown>>;

/**
 * MUI's `sx` is one style or a list of styles. A component that adds its own styles first and
 * lets the caller's win spreads this list after them.
 */
export function sxList(sx: SxProps<Theme> | undefined): ReadonlyArray<SxItem | boolean> {
  if (sx === undefined) return [];
  return Array.isArray(sx) ? (sx as ReadonlyArray<SxItem | boolean>) : [sx as SxItem];
}
