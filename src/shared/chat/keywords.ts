import type { Locale } from '../../i18n/locales';

export interface KeywordLists {
  professional: readonly string[];
  company: readonly string[];
}

/**
 * The classification's keyword lists, a business rule: 11 professional and 9 company keywords.
 * Each keyword is one concept; its translations below are alternatives of the same concept.
 */
export const specKeywords = {
  professional: [
    'job',
    'work',
    'career',
    'visa',
    'relocation',
    'move to europe',
    'germany',
    'remote work',
    'opportunities',
    'study',
    'university',
  ],
  company: [
    'hire',
    'hiring',
    'talent',
    'recruitment',
    'team',
    'developer',
    'expand',
    'scaling',
    'business',
  ],
} as const satisfies KeywordLists;

export type SpecKeyword =
  (typeof specKeywords.professional)[number] | (typeof specKeywords.company)[number];

/**
 * How each concept is also written in a language: on a page of that language a concept matches
 * when the English keyword or any of these occurs, and still counts once. English adds nothing.
 */
export const keywordTranslations: Partial<
  Record<Locale, Partial<Record<SpecKeyword, readonly string[]>>>
> = {
  es: {
    job: ['trabajo', 'empleo', 'chamba', 'pega', 'puesto'],
    work: ['trabajar', 'laburar', 'laburo'],
    career: ['carrera', 'profesión'],
    visa: ['visado'],
    relocation: ['reubicación', 'reubicarme', 'reubicarse', 'mudanza'],
    'move to europe': [
      'mudarme a europa',
      'mudarse a europa',
      'irme a europa',
      'ir a europa',
      'emigrar',
      'migrar',
    ],
    germany: ['Alemania'],
    'remote work': ['trabajo remoto', 'teletrabajo'],
    opportunities: ['oportunidades', 'oportunidad'],
    study: ['estudiar', 'estudios'],
    university: ['universidad'],
    hire: ['contratar'],
    hiring: ['contratando', 'contratación'],
    talent: ['talento'],
    recruitment: ['reclutamiento', 'reclutar', 'selección de personal'],
    team: ['equipo'],
    developer: ['desarrollador', 'desarrolladora', 'programador', 'programadora'],
    expand: ['expandir', 'expansión'],
    scaling: ['escalar'],
    business: ['negocio', 'empresa'],
  },
};

/** Each keyword of a group with its alternatives in the page language: one entry per concept. */
export function keywordConcepts(
  group: keyof KeywordLists,
  lng?: Locale,
): readonly (readonly string[])[] {
  const translations = lng ? keywordTranslations[lng] : undefined;
  return specKeywords[group].map((keyword) => [keyword, ...(translations?.[keyword] ?? [])]);
}
