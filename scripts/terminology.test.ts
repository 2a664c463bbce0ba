import { describe, expect, it } from 'vitest';
import { locales } from '../src/i18n/locales';
import { readLocaleBundles } from './localeFiles';
import { bannedTerms, findBannedTerms } from './terminology';

describe('findBannedTerms', () => {
  it('reports a banned form with its place and what to write instead', () => {
    const bundles = {
      en: { home: { faq: { a: 'Send us an e-mail' } } },
      es: { home: { note: 'Los paquetes son pagados.' } },
      de: { faqs: { q: 'Helfen Sie bei der Arbeitserlaubnis?' } },
    };
    expect(findBannedTerms(bundles)).toEqual([
      { where: 'en/home: faq.a', found: 'e-mail', use: 'email' },
      { where: 'es/home: note', found: 'pagados', use: 'con costo' },
      { where: 'de/faqs: q', found: 'Arbeitserlaubnis', use: 'Aufenthaltstitel' },
    ]);
  });

  it('leaves the chosen forms alone', () => {
    const bundles = {
      en: { a: { b: 'Email us to fill out the form; 3× faster.' } },
      es: { a: { b: 'Los paquetes tienen costo. Pago de salario por ti. Más de 500 mil.' } },
      de: { a: { b: 'Aufenthaltstitel, Visum zum Studium, Probewoche, über 500.000 Talente.' } },
    };
    expect(findBannedTerms(bundles)).toEqual([]);
  });
});

describe('the copy in locales/', () => {
  // Every published language has its list; a draft gets one before it is published.
  it('uses none of the banned forms of COPY.md', () => {
    const { bundles } = readLocaleBundles('locales', locales);
    expect(Object.keys(bundles).sort()).toEqual(Object.keys(bannedTerms).sort());
    expect(findBannedTerms(bundles)).toEqual([]);
  });
});
