import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The list shapes the pages' content modules hold: the order of a locale object's items, as
 * their ids, or as ids each with an icon. `Items` is that object's type in the English copy, so
 * an id the copy lacks is a compile error.
 */
export type IdList<Items> = readonly (keyof Items)[];
export type IconList<Items> = readonly { id: keyof Items; icon: SvgIconComponent }[];
