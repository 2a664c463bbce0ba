// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/siteConfig';
import { createEngine } from './engine';
import { loadKnowledge } from './knowledge';

const knowledge = loadKnowledge(
  fileURLToPath(new URL('../../locales', import.meta.url)),
  readSiteConfig({}),
);
const engine = createEngine(knowledge);
const ask = (locale: 'en' | 'es' | 'de', text: string) =>
  engine({ text, locale, visitorType: { type: 'latam_professional', confidence: 0.5 } }).response;

describe("the chat on a visitor's own case, with the Germany check's rules", () => {
  it('answers a German visitor with a master’s and a €48,000 software job: the Blue Card is possible', () => {
    const reply = ask(
      'de',
      'Ich habe einen Master in Informatik und ein Jobangebot als Softwareentwicklerin mit 48.000 € brutto. Bekomme ich die Blaue Karte?',
    );
    expect(reply).toMatch(/48\.000\s€ im Jahr/);
    expect(reply).toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich');
    expect(reply).not.toContain('keine Gehaltszahlen');
  });

  it('says what is missing, in the visitor’s language, when the salary is under the threshold', () => {
    const reply = ask(
      'en',
      'I have a bachelor in business and a job offer in marketing for 48,000 euros a year. Do I qualify for the Blue Card?',
    );
    expect(reply).toContain('Missing: A gross salary of at least €50,700 a year');
    expect(reply).toContain('not possible yet');
    const spanish = ask(
      'es',
      'Tengo una maestría y una oferta como desarrollador por 45 mil euros al año, ¿me dan la tarjeta azul?',
    );
    expect(spanish).toContain('Falta: Un salario bruto de al menos');
    expect(spanish).toContain('todavía no es posible');
  });

  it('counts no point for a tourist visit and none for age at 40', () => {
    const reply = ask(
      'es',
      'tengo 40 años, alemán B1, 5 años de experiencia, estuve en alemania de turista 3 semanas, ¿me alcanza?',
    );
    expect(reply).toContain('Suman 5 puntos');
    expect(reply).not.toMatch(/estadía legal[^:\n]*: 1 punto/);
  });

  it('counts a nurse’s points, her occupation in short supply, and no point for a partner merely named', () => {
    const reply = ask(
      'es',
      'Soy enfermera, tengo 30 años, alemán B1, mi esposo viene conmigo. ¿Cuántos puntos tengo?',
    );
    expect(reply).toContain('Una formación en una profesión que falta en Alemania: 1 punto');
    expect(reply).toContain('Suman 5 puntos');
  });
});
