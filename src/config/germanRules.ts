/**
 * The figures of German rules the check uses, each dated and with the official page that states
 * it. They change every year: add the new year's entry once an official source confirms it; until
 * then the page shows the latest confirmed figure with its year. The URLs are the rules' own
 * sources, dated with them, so they live here beside the figures rather than in the site config.
 */

export const publishers = [
  'makeItInGermany',
  'recognitionPortal',
  'foreignOffice',
  'embassyLaPaz',
] as const;
export type Publisher = (typeof publishers)[number];

export interface Source {
  publisher: Publisher;
  /** The page in English. */
  url: string;
  /**
   * The same page in another language of the site, only where the publisher has one and its
   * address was found in an official or stored copy of the page (never guessed from the English
   * path): Make it in Germany has Spanish pages on some topics only, and the Federal Foreign
   * Office none.
   */
  translated?: { es?: string; de?: string };
}

/** The official pages the check cites, by topic. */
export const sources = {
  blueCard: {
    publisher: 'makeItInGermany',
    url: 'https://www.make-it-in-germany.com/en/visa-residence/types/eu-blue-card',
    translated: {
      de: 'https://www.make-it-in-germany.com/de/visum-aufenthalt/arten/blaue-karte-eu',
    },
  },
  /** No German or Spanish address of this page was found, so every visitor gets the English one. */
  skilledWorkers: {
    publisher: 'makeItInGermany',
    url: 'https://www.make-it-in-germany.com/en/visa-residence/types/work-qualified-professionals',
  },
  skilledImmigrationAct: {
    publisher: 'makeItInGermany',
    url: 'https://www.make-it-in-germany.com/en/visa-residence/skilled-immigration-act',
    translated: {
      de: 'https://www.make-it-in-germany.com/de/visum-aufenthalt/fachkraefteeinwanderungsgesetz',
      // The publisher's own address, misspelling ("esprecializado") included.
      es: 'https://www.make-it-in-germany.com/es/visado-residencia/ley-inmigracion-personal-esprecializado',
    },
  },
  opportunityCard: {
    publisher: 'makeItInGermany',
    url: 'https://www.make-it-in-germany.com/en/visa-residence/types/job-search-opportunity-card',
    translated: {
      de: 'https://www.make-it-in-germany.com/de/visum-aufenthalt/arten/chancenkarte-jobsuche',
      es: 'https://www.make-it-in-germany.com/es/visado-residencia/tipos/tarjeta-oportunidades-busqueda-empleo',
    },
  },
  /** The portal's German home keeps its older address; no Spanish home was found. */
  recognition: {
    publisher: 'recognitionPortal',
    url: 'https://www.anerkennung-in-deutschland.de/en/',
    translated: {
      de: 'https://www.anerkennung-in-deutschland.de/html/de/index.php',
    },
  },
  /** The Recognition Finder: which state authority decides on a regulated profession such as nursing. */
  recognitionFinder: {
    publisher: 'recognitionPortal',
    url: 'https://www.anerkennung-in-deutschland.de/en/interest/finder/profession',
    translated: {
      de: 'https://www.anerkennung-in-deutschland.de/de/interest/finder/profession',
    },
  },
  /** The German page sits elsewhere in the site's tree; the Federal Foreign Office has no Spanish one. */
  blockedAccount: {
    publisher: 'foreignOffice',
    url: 'https://www.auswaertiges-amt.de/en/einreiseundaufenthalt/02-lernen-und-arbeiten/sperrkonto-seite',
    translated: {
      de: 'https://www.auswaertiges-amt.de/de/service/visa-und-aufenthalt/nationale-visa/visa-schule-studium-sprachkurs/sperrkonto',
    },
  },
  embassyVisa: {
    publisher: 'embassyLaPaz',
    url: 'https://la-paz.diplo.de/bo-es/service/visa-einreise',
  },
} as const satisfies Record<string, Source>;
export type SourceId = keyof typeof sources;

/** A source's page in the page's language where the publisher has one, else in English. */
export function sourceUrl(id: SourceId, lng: string): string {
  const source: Source = sources[id];
  return source.translated?.[lng as 'es' | 'de'] ?? source.url;
}

export interface DatedFigure {
  /** The calendar year the figure applies to. */
  year: number;
  /** Euros. */
  amount: number;
  source: SourceId;
}

/** Every figure the check shows, oldest year first. */
export const figures = {
  /** EU Blue Card: minimum gross annual salary, general threshold. */
  blueCardSalary: [
    { year: 2025, amount: 48_300, source: 'blueCard' },
    { year: 2026, amount: 50_700, source: 'blueCard' },
  ],
  /** EU Blue Card: lower threshold for shortage occupations, recent graduates and IT specialists. */
  blueCardReducedSalary: [
    { year: 2025, amount: 43_759.8, source: 'blueCard' },
    { year: 2026, amount: 45_934.2, source: 'blueCard' },
  ],
  /** § 19c (2) AufenthG, employment on the strength of professional experience: minimum gross annual salary. */
  experienceSalary: [{ year: 2026, amount: 45_630, source: 'skilledImmigrationAct' }],
  /**
   * § 18 (2) no. 5 AufenthG: from 45, a first permit as a skilled worker (§§ 18a, 18b) needs this
   * gross annual salary (55 % of the pension insurance contribution ceiling) or proof of
   * adequate provision for old age.
   */
  olderWorkerSalary: [
    { year: 2025, amount: 53_130, source: 'skilledWorkers' },
    { year: 2026, amount: 55_770, source: 'skilledWorkers' },
  ],
  /** Opportunity Card: proof of funds per month. No official 2026 figure was found. */
  opportunityCardFunds: [{ year: 2025, amount: 1_091, source: 'opportunityCard' }],
  /** Blocked account for students: the monthly amount. */
  blockedAccountMonthly: [{ year: 2025, amount: 992, source: 'blockedAccount' }],
  /** Blocked account for students: the amount a year. */
  blockedAccountYearly: [{ year: 2025, amount: 11_904, source: 'blockedAccount' }],
} as const satisfies Record<string, readonly DatedFigure[]>;
export type FigureId = keyof typeof figures;

/**
 * The figure that applies in a year: that year's, or else the latest confirmed one before it. A
 * year before the first entry gets the first entry; it carries its own year, so the page says
 * which year it is for.
 */
export function figureFor(id: FigureId, year: number): DatedFigure {
  const entries: readonly DatedFigure[] = figures[id];
  const applicable = entries.filter((entry) => entry.year <= year);
  const figure = applicable.at(-1) ?? entries[0];
  if (!figure) throw new Error(`No figure for ${id}`);
  return figure;
}
