import type { PageNamespace } from '../../i18n/namespaces';

/** A UN M.49 region code (Europe, Latin America) or an ISO 3166 country code. */
type AreaCode = '150' | '419' | 'BO';

const europe = '150';
const latinAmerica = '419';

/**
 * The pages that present one service line, with whom each serves: European companies, Latin
 * American professionals, or both for the startup agency (its "presence" regions). The Spanish
 * relocation page is written for Bolivians.
 */
export const serviceAreas: Partial<Record<PageNamespace, readonly AreaCode[]>> = {
  staffAugmentation: [europe],
  marketingLab: [europe],
  migration: [latinAmerica],
  relocation: ['BO'],
  soulmatchCompany: [europe],
  soulmatchTalent: [latinAmerica],
  soulmove: [latinAmerica],
  soulstudy: [latinAmerica],
  soulagency: [europe, latinAmerica],
};

/** The area's name in the page language (Intl knows regions and countries by code). */
export function areaServed(code: AreaCode, intl: string) {
  const name = new Intl.DisplayNames(intl, { type: 'region' }).of(code) ?? code;
  return { type: /^[A-Z]{2}$/.test(code) ? ('Country' as const) : ('Place' as const), name };
}
