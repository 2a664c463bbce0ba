/**
 * The business's own figures, in one place for the About pages that show them and the chat
 * that quotes them. Each is written by a pattern of its page's `figures` copy (`percent`: 94%,
 * `weeksRange`: 4–6 weeks...), so each language places its own units.
 */
export interface Figure {
  format: 'percent' | 'percentRange' | 'times' | 'plus' | 'count' | 'weeksRange' | 'underWeeks';
  value: number;
  /** Upper end of a range. */
  to?: number;
}

/** Social Responsibility's impact: over 500 trained, 100+ mentorships, 25 scholarships, 5 centers. */
export const impactFigures = {
  trained: { format: 'plus', value: 500 },
  mentorships: { format: 'plus', value: 100 },
  scholarships: { format: 'count', value: 25 },
  centers: { format: 'count', value: 5 },
} as const satisfies Record<string, Figure>;

/**
 * Retention, recruitment costs and speed, the average recruitment (briefing to selection), and
 * staff augmentation's time to talent and savings (Benefits; Why Choose Us shows the first four).
 */
export const resultFigures = {
  retention: { format: 'percent', value: 94 },
  costs: { format: 'percent', value: 30 },
  speed: { format: 'times', value: 3 },
  weeks: { format: 'weeksRange', value: 4, to: 6 },
  talentWeeks: { format: 'underWeeks', value: 2 },
  savings: { format: 'percentRange', value: 30, to: 40 },
} as const satisfies Record<string, Figure>;

/** The interpolation values of a figure, its numbers formatted for the page language. */
export function figureValues(intl: string, figure: Figure) {
  const number = new Intl.NumberFormat(intl);
  return {
    value: number.format(figure.value),
    from: number.format(figure.value),
    to: figure.to === undefined ? '' : number.format(figure.to),
  };
}
