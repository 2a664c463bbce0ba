import type { Locale } from '../../i18n/locales';

export interface KeywordLists {
  professional: readonly string[];
  company: readonly string[];
}

/**
 * The classification's keyword lists, a business rule: 11 professional and 9 company keywords.
 * They apply on pages of every language.
 */
export const specKeywords: KeywordLists = {
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
};

/**
 * Keywords a language adds to the English lists for messages written on its pages. English
 * adds none, so English pages classify by the lists above alone.
 */
export const localeKeywords: Partial<Record<Locale, KeywordLists>> = {
  es: {
    professional: [
      'trabajo',
      'trabajar',
      'empleo',
      'carrera',
      'visa',
      'visado',
      'reubicación',
      'reubicarme',
      'mudarme',
      'mudarse',
      'emigrar',
      'migrar',
      'Alemania',
      'trabajo remoto',
      'oportunidades',
      'estudiar',
      'estudios',
      'universidad',
      'maestría',
      'beca',
    ],
    company: [
      'contratar',
      'contratación',
      'contratando',
      'talento',
      'reclutamiento',
      'reclutar',
      'equipo',
      'desarrollador',
      'programador',
      'expandir',
      'expansión',
      'escalar',
      'empresa',
      'negocio',
    ],
  },
};
