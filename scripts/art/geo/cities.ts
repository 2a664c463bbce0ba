/** A position as [longitude, latitude] in degrees. */
export type LonLat = [number, number];

export const CITY = {
  laPaz: [-68.15, -16.5],
  santaCruz: [-63.18, -17.78],
  bogota: [-74.07, 4.71],
  lima: [-77.04, -12.05],
  saoPaulo: [-46.63, -23.55],
  mexico: [-99.13, 19.43],
  berlin: [13.4, 52.52],
  munich: [11.58, 48.14],
  madrid: [-3.7, 40.42],
  amsterdam: [4.9, 52.37],
  hamburg: [9.99, 53.55],
  frankfurt: [8.68, 50.11],
} satisfies Record<string, LonLat>;

/** Where the talent comes from. */
export const LATAM: LonLat[] = [
  CITY.laPaz,
  CITY.santaCruz,
  CITY.bogota,
  CITY.lima,
  CITY.saoPaulo,
  CITY.mexico,
];

/** The European cities drawn as secondary destinations (Berlin first). */
export const EU_HUBS: LonLat[] = [CITY.berlin, CITY.munich, CITY.madrid, CITY.amsterdam];
