import { describe, expect, it } from 'vitest';
import { askAs, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 60: what walk-throughs 60a and 60b found. Oracle: § 20b AufenthG (the points), § 18g (1)
// (the Blue Card: a concrete offer, the lower threshold for the last three years' graduates and
// the card's own list), § 20a (3) and § 18 (3) (recognition in Germany, not at home), § 6 BeschV
// (two years' experience in the last five).
describe('walk-throughs 60a and 60b', () => {
  it('reads an age denied before the age said (60a 1)', () => {
    expect(
      read(
        'es',
        'no tengo 35, tengo 33. soy quimica farmaceutica titulada, aleman A2, ingles B2, 3 años de experiencia del 2022 al 2025. cuantos puntos?',
      ).age,
    ).toBe('under35');
    expect(read('es', 'no tengo 35 años, tengo 34, enfermera').age).toBe('under35');
    expect(read('es', 'tengo 33 años, no tengo título').age).toBe('under35');
  });

  it("reads recognition by the home country's ministry as no recognition in Germany (60a 2)", () => {
    for (const [lng, text] of [
      [
        'es',
        'soy tecnico en electronica (3 años, titulo del instituto tecnologico reconocido por el ministerio), 31 años, aleman B1. cuantos puntos?',
      ],
      [
        'en',
        "I'm a civil engineer, my degree is recognized by the ministry of education, offer 46,000 gross a year in Cologne. blue card?",
      ],
      [
        'de',
        'Ich bin Ingenieurin, Abschluss vom Bildungsministerium anerkannt, 30, Angebot 52.000 €.',
      ],
    ] as const) {
      expect(read(lng, text).recognised, text).toBeUndefined();
    }
  });

  it('marks the offer missing when the visitor says there is none, whatever pay is heard of (60a 3)', () => {
    const text =
      'todavia no tengo oferta, una empresa me dijo que capaz me pagaria 48 mil al año si paso la entrevista. soy ingeniero de sistemas titulado. blue card?';
    const reply = ask('es', text);
    expect(reply).toContain('- Falta: Una oferta de trabajo en Alemania acorde a tu formación');
    expect(reply).toContain('offer=no');
    expect(reply).not.toContain('Cumplido: Una oferta');
  });

  it('reads "titulado hace 10 años" as a graduation long ago, and not as work (60a 4, 5)', () => {
    expect(
      read('es', 'soy economista titulado hace 10 años, oferta de 47.000 euros brutos anuales.'),
    ).toMatchObject({ recentGraduate: false });
    expect(read('es', 'economista titulado en 2014, oferta de 48.000 €.')).toMatchObject({
      recentGraduate: false,
    });
    const graduated = read(
      'es',
      'me gradué hace 10 años de economista, tengo una oferta de 48.000€ brutos anuales en hamburgo. blue card?',
    );
    expect(graduated).toMatchObject({ recentGraduate: false });
    expect(graduated.experience).toBeUndefined();
  });

  it('reads "5 yrs exp", "5 años de exp" and "ing mecanico" (60a 6, 7)', () => {
    expect(
      read('en', 'how many points? nurse with bachelor degree, 5 yrs exp, german A2, 30 years old')
        .experience,
    ).toBe('fiveOfSeven');
    expect(
      read('es', 'enfermera con licenciatura, 5 años de exp, aleman A2, 30 años').experience,
    ).toBe('fiveOfSeven');
    expect(
      ask(
        'es',
        'ing mecanico con titulo, me ofrecen 47.000 brutos al año en stuttgart. blue card?',
      ),
    ).toContain('porque tu profesión está en la lista de profesiones de la Tarjeta Azul UE');
  });

  it("leaves the sister's German level hers (60b 1)", () => {
    for (const [lng, text] of [
      [
        'de',
        'meine schwester und ich sind beide krankenschwester aus bolivien, sie hat B2 deutsch ich nur A2. ich bin 41. ich hab ein angebot von einer klinik in köln, die wollen eine anerkennungspartnerschaft. geht das bei mir mit A2?',
      ],
      [
        'en',
        "My sister and I are both nurses from Bolivia. She has German B2, I only have A2. I'm 41 and I have an offer from a clinic in Cologne that wants a recognition partnership. Does that work for me with A2?",
      ],
    ] as const) {
      expect(read(lng, text).german, text).toBe('A2');
    }
  });

  it('answers a visitor who tells their own offer as the visitor, whatever type was guessed (60b 3)', () => {
    for (const [lng, text] of [
      [
        'en',
        'got an offer of 3.800 brutto a month as software dev, no degree but 4 yrs experience as developer (2021-2025). enough for blue card?',
      ],
      [
        'de',
        'Mein Mann hat ein Angebot über 60.000 € als Softwareentwickler. Ich habe selbst ein Angebot als Buchhalterin über 40.000 €, Bachelor in Buchhaltung (nicht anerkannt), 4 Jahre Erfahrung. Welche Möglichkeiten habe ich mit meinem eigenen Angebot?',
      ],
      ['es', 'me recibi de ingeniero hace 7 años, oferta de 50.000. blue card?'],
    ] as const) {
      const reply = askAs('european_company', lng, text);
      expect(reply, text).not.toMatch(/candidate|Kandidat|candidat/i);
    }
    // A company telling of its hire is still answered about the candidate.
    expect(
      askAs(
        'european_company',
        'en',
        'We are hiring a developer, she has an offer of 50k from us, is that enough for a blue card?',
      ),
    ).toContain('about your candidate');
  });

  it("says why a helper's offer is missing when § 19c (2) is weighed alone (60b 2)", () => {
    const reply = ask(
      'de',
      'hey, hab nen angebot für 42k als lagerarbeiter, keine ausbildung, nur schule. geht das mit der berufserfahrung (§ 19c)? hab 6 jahre im lager gearbeitet',
    );
    expect(reply).toContain(
      '- Fehlt: Ein Arbeitsplatzangebot von einem Arbeitgeber in Deutschland',
    );
    expect(reply).toContain('ist keine qualifizierte Beschäftigung');
  });
});
