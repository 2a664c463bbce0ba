import { impactFigures, figureValues, resultFigures, type Figure } from './figures';
import { formatMoney } from '../i18n/format';
import { localeRegistry, type Locale } from '../i18n/locales';
import { imprintFacts } from './imprintFacts';
import { relocationPackagePrices } from './prices';
import type { SiteConfig } from './siteConfig';
import { statistics, statisticValues } from './statistics';

/** A page's own copy by key, filled with values. */
export type PageCopy = (key: string, values?: Record<string, string>) => string;

/**
 * What a page shows at one place of its copy beyond the copy: by key path, the text its
 * components write there, or a list of texts by id. The components add these values from the
 * site config and the figures modules; a reader of the copy alone (the chat) would miss them.
 */
export type Shown = Record<string, (copy: PageCopy) => string | Record<string, string>>;

const listOf = <Id extends string>(ids: readonly Id[], line: (id: Id) => string) =>
  Object.fromEntries(ids.map((id) => [id, line(id)]));

const idsOf = <Key extends string>(record: Record<Key, unknown>) => Object.keys(record) as Key[];

/** A figure as its page writes it, then its label: "500+ professionals trained". */
const figureLines =
  (intl: string, figures: Record<string, Figure>, labels: string): Shown[string] =>
  (copy) =>
    listOf(idsOf(figures), (id) => {
      const figure = figures[id] as Figure;
      const value = copy(`figures.${figure.format}`, figureValues(intl, figure));
      return `${value} ${copy(`${labels}.${id}.label`)}`;
    });

/** The Impressum's company details, each "label: value", in the blocks the page lists them. */
function imprintShown(site: Pick<SiteConfig, 'company' | 'phone' | 'emails'>): Shown {
  const blocks = Object.entries(imprintFacts).map(([block, fields]): [string, Shown[string]] => [
    `sections.${block}.facts`,
    (copy) => listOf(fields, (field) => `${copy(`facts.${field}`)}: ${site.company[field]}`),
  ]);
  return {
    // The labels alone: the page shows each only beside its value.
    facts: () => ({}),
    ...Object.fromEntries(blocks),
    'sections.contact.facts': (copy) => ({
      phone: `${copy('facts.phone')}: ${site.phone}`,
      email: `${copy('facts.email')}: ${site.emails.clients}`,
    }),
  };
}

/** Each relocation package's name with its price, as its card shows both: "Basic Package ($97)". */
const packagePrices = (lng: Locale): Shown =>
  Object.fromEntries(
    (['basic', 'standard', 'premium'] as const).map((id) => [
      `plans.items.${id}.name`,
      (copy: PageCopy) =>
        `${copy(`plans.items.${id}.name`)} (${formatMoney(lng, relocationPackagePrices.currency, relocationPackagePrices[id])})`,
    ]),
  );

/**
 * What each page (by namespace) shows from the site config, the prices and the figures
 * modules: the Impressum's company details, the co-founders' names, the relocation packages'
 * prices, the home page's market statistics and the About pages' figures, with numbers
 * formatted as the page language does.
 */
export function shownValues(
  site: Pick<SiteConfig, 'company' | 'phone' | 'emails' | 'team'>,
  lng: Locale,
): Record<string, Shown> {
  const { intl } = localeRegistry[lng];
  const stat = new Intl.NumberFormat(intl, { maximumFractionDigits: 1 });
  return {
    imprint: imprintShown(site),
    about: {
      'team.members': (copy) =>
        listOf(idsOf(site.team), (id) => `${copy(`team.members.${id}.role`)}: ${site.team[id]}`),
    },
    home: {
      'impact.stats': (copy) =>
        Object.fromEntries(
          statistics.map((item) => [
            item.id,
            `${copy(`impact.formats.${item.format}`, statisticValues(item, stat, item.countTo))} ${copy(`impact.stats.${item.id}.label`)}`,
          ]),
        ),
    },
    relocation: packagePrices(lng),
    socialResponsibility: { 'impact.items': figureLines(intl, impactFigures, 'impact.items') },
    benefits: { 'stats.items': figureLines(intl, resultFigures, 'stats.items') },
  };
}
