import { brandColors } from '../../theme/tokens';

/** The cells of the check's tables (this year's figures, the points table). */
export const cell = {
  px: { xs: 1.5, md: 2.5 },
  py: 1.5,
  textAlign: 'left',
  verticalAlign: 'top',
} as const;

/** A table's head row: white on navy. */
export const headRow = { bgcolor: brandColors.navy, color: brandColors.white } as const;

/** The heading cell of a body row (what the row is about), in the weight of the other cells. */
export const rowHeading = { ...cell, fontWeight: 400 } as const;
