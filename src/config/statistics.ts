/**
 * The home page's market statistics (the specification's counter end values), in one place for
 * the page that counts up to them and the chat that quotes them. `format` names a pattern of
 * `home.json` `impact.formats`; the first card reads 400K–1.5M, so its counter runs to 400 and
 * the range ends at `upTo` (millions).
 */
export const statistics = [
  { id: 'skilledWorkers', countTo: 400, format: 'range', upTo: 1.5 },
  { id: 'jobOffers', countTo: 500, format: 'thousandsPlus' },
  { id: 'remoteGrowth', countTo: 8, format: 'times' },
  { id: 'startupsData', countTo: 55, format: 'percent' },
  { id: 'remoteJobs', countTo: 29, format: 'percent' },
] as const;

export type Statistic = (typeof statistics)[number];

/** The values a statistic's pattern is filled with, for a counter at `value`. */
export function statisticValues(stat: Statistic, number: Intl.NumberFormat, value: number) {
  return {
    value: number.format(value),
    from: number.format(value),
    to: 'upTo' in stat ? number.format(stat.upTo) : '',
  };
}
