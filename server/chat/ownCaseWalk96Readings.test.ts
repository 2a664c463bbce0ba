import { describe, expect, it } from 'vitest';
import { askInConversation, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 77: what walk-throughs 96 and 97 found. Oracle: § 18g (1) and (3) AufenthG (the Blue Card: a
// degree, a job that fits it, a contract of at least six months, the lower threshold for the
// occupations of sentence 2; €45,934.20 and €50,700 in 2026).
const engineer =
  'me ofrecen un contrato de 4 meses en una empresa de software en frankfurt, 60 mil anuales. soy ing de sistemas con titulo entspricht, 30 años. blue card?';

describe('a contract’s term in years is its months, not years of work (96a 29)', () => {
  it('reads “contrato de 1 año” as a term of twelve months and no experience', () => {
    const oneYear = read('es', engineer.replace('4 meses', '1 año'));
    expect(oneYear.contractMonths).toBe(12);
    expect(oneYear.experience).toBeUndefined();
  });

  it('reads the term in each language', () => {
    expect(read('en', 'I got a 2-year contract as a developer, 30 years old').contractMonths).toBe(
      24,
    );
    expect(read('en', 'the contract is for 1 year').contractMonths).toBe(12);
    expect(read('de', 'Der Vertrag ist auf 2 Jahre befristet, ich bin 31').contractMonths).toBe(24);
    expect(read('de', 'ein Arbeitsvertrag für ein Jahr').contractMonths).toBe(12);
  });

  it('still reads years of work beside the contract', () => {
    const both = read('es', 'tengo 5 años de experiencia y me ofrecen un contrato de 2 años');
    expect(both.contractMonths).toBe(24);
    expect(both.experience).not.toBe('none');
  });
});

describe('a follow-up that changes the contract’s term is weighed (96a 28, 30)', () => {
  it('gives the Blue Card once the contract is for a year, not four months', () => {
    const reply = askInConversation('es', [engineer, 'y si el contrato fuera de 1 año?']);
    expect(reply).toContain('- Cumplido: Un contrato de al menos seis meses');
    expect(reply).toContain('la Tarjeta Azul UE es posible');
    expect(reply).toContain('sixmonths=yes');
  });

  it('keeps the year told in a supposition when the visitor asks again', () => {
    const reply = askInConversation('es', [
      engineer,
      'y si el contrato fuera de 1 año?',
      '¿me dan la blue card o no?',
    ]);
    expect(reply).toContain('la Tarjeta Azul UE es posible');
  });

  it('reads “ya no es de 4 meses, ahora es por un año” as the new term, with the offer kept', () => {
    const corrected =
      'osea el contrato ya no es de 4 meses, ahora es por un año entero. con eso ya me dan la blue card o no?';
    expect(read('es', corrected)).toMatchObject({ contractMonths: 12, jobOffer: true });
    const reply = askInConversation('es', [engineer, corrected]);
    expect(reply).toContain('- Cumplido: Un contrato de al menos seis meses');
    expect(reply).toContain('la Tarjeta Azul UE es posible');
  });
});

describe('“¿me dan la blue card?” after a case weighs the case (96a 26)', () => {
  it('tells a nurse on €3,400 a month the card is not possible with that salary', () => {
    const reply = askInConversation('es', [
      'buenas, ya tengo la anerkennung completa como pflegefachfrau y aleman B2, tengo 38 años. una clinica en köln me ofrece 3.400 al mes brutto. me alcanza para la visa?',
      'y con ese sueldo me dan la blue card?',
    ]);
    expect(reply).toContain('Salario bruto que entendí: €40.800 al año.');
    expect(reply).toMatch(
      /Tarjeta Azul UE \(§ 18g AufenthG\):\n(- .*\n)*- Falta: Un salario bruto/,
    );
    expect(reply).not.toContain('La Tarjeta Azul UE es un permiso de residencia alemán');
  });

  it('reads the question in each language', () => {
    expect(read('es', '¿me dan la blue card o no?').getAsked).toBe(true);
    expect(read('en', 'so do I get the Blue Card?').getAsked).toBe(true);
    expect(read('de', 'Bekomme ich dann die Blaue Karte?').getAsked).toBe(true);
    expect(read('es', '¿qué es la blue card?').getAsked).toBeUndefined();
  });
});

// Walk-through 97: money saved is no salary (§ 18 (2) no. 1 AufenthG: §§ 18a/18b, § 19c (2) and
// § 16d (3) need a concrete job offer); "no tengo la Anerkennung" is read.
describe('money saved is neither a salary nor a job offer (97c 08)', () => {
  const accountant =
    'Hola! Ich bin Contadora Pública (Buchhalterin), 36 Jahre. Mein Abschluss ist in Bolivien staatlich anerkannt, aber in Deutschland nicht anerkannt. Deutsch A2, Englisch C1, 5 Jahre Berufserfahrung in den letzten 7 Jahren. Ich habe 12.000 € gespart. Kann ich die Chancenkarte bekommen? Wie viele Punkte?';

  it('reads no salary and no offer in savings, in each language', () => {
    expect(read('de', accountant)).not.toHaveProperty('salary');
    expect(read('de', accountant)).not.toHaveProperty('jobOffer');
    expect(read('es', 'tengo 12.000 euros ahorrados, 30 años')).not.toHaveProperty('salary');
    expect(read('en', 'I have saved 15,000 euros, I am 30')).not.toHaveProperty('salary');
    expect(read('en', 'a Sperrkonto of 11,904 EUR')).not.toHaveProperty('salary');
    // An offer beside the savings is still read.
    expect(read('es', 'tengo 12.000 euros ahorrados y me ofrecen 48.000 al año').salary).toBe(
      48000,
    );
  });

  it('counts her 6 points and marks no job-offer route as met', () => {
    const reply = askInConversation('de', [accountant]);
    expect(reply).toContain('Das sind 6 Punkte');
    expect(reply).not.toContain('Verstandenes Bruttogehalt');
    expect(reply).not.toContain('offer=yes');
  });
});

describe('“aunque no tenga la Anerkennung” is a recognition not held (97a 09)', () => {
  it('reads it in Spanish and English', () => {
    expect(read('es', 'puedo ir aunque no tenga la Anerkennung?').recognised).toBe(false);
    expect(read('es', 'no tengo la anerkennung').recognised).toBe(false);
    expect(read('es', 'ya tengo la anerkennung').recognised).toBe(true);
    expect(read('en', 'can I go even though I do not have the recognition?').recognised).toBe(
      false,
    );
    expect(read('en', 'do I need to have the recognition?').recognised).toBeUndefined();
  });
});

describe('a corrected stay and “hay chance pa mi” (97a m17b, m10)', () => {
  const auPair =
    'hola!! tengo 27 años, licenciada en administracion de empresas, recien me titule asi q no tengo experiencia laboral. tengo aleman B2. estuve 1 año de au pair en Köln (2022-2023) con visa. cuantos puntos tengo para la chancenkarte?';

  it('takes the stay’s point back when a correction calls it a tourist trip', () => {
    const reply = askInConversation('es', [
      auPair,
      'ah perdon me confundi, no fui de au pair, eso era mi prima jaja. yo fui solo de turista 3 meses en 2023. todo lo demas igual. cambia los puntos?',
    ]);
    expect(reply).toContain('Suman 5 puntos');
    expect(reply).toContain('los viajes de turismo nunca cuentan');
  });

  it('keeps the stay’s point when a tourist trip is only added, uncorrected', () => {
    const reply = askInConversation('es', [
      auPair,
      'también fui de turista 2 semanas en 2024. cambia los puntos?',
    ]);
    expect(reply).toContain('Suman 6 puntos');
  });

  it('weighs the routes for a carpenter asking whether there is a chance for him', () => {
    const reply = askInConversation('es', [
      'soy carpintero 44 años, no tengo titulo nada, aprendi en el taller de mi papa pero tengo 20 años de experiencia haciendo muebles. hay chance pa mi en alemania?',
    ]);
    expect(reply).toContain('Chancenkarte (Tarjeta de Oportunidades) (§ 20a AufenthG):');
    expect(reply).not.toContain('No estoy seguro de poder responder');
  });
});

describe('a Blue Card open with no term stated says it asks six months (96a N1, 97b m05)', () => {
  const offer =
    'soy ing de sistemas con titulo entspricht, 30 años, me ofrecen 60 mil anuales en frankfurt. blue card?';
  const term = 'al menos seis meses (§ 18g, apartado 3, AufenthG)';

  it('names § 18g (3) when the term is unknown, not when it is stated', () => {
    expect(askInConversation('es', [offer])).toContain(term);
    expect(
      askInConversation('es', [offer.replace('me ofrecen', 'con contrato indefinido me ofrecen')]),
    ).not.toContain(term);
    expect(askInConversation('es', [engineer])).not.toContain(term);
  });

  it('says it in English and German too', () => {
    expect(
      askInConversation('en', [
        'I have a computer science degree (anabin: entspricht), 30, offer of 60k in Berlin. Blue Card?',
      ]),
    ).toContain('at least six months (§ 18g (3) AufenthG)');
    expect(
      askInConversation('de', [
        'Ich habe einen Informatikabschluss (anabin: entspricht), 30 Jahre, ein Angebot über 60.000 € in Berlin. Blaue Karte?',
      ]),
    ).toContain('mindestens sechs Monate angeboten wird (§ 18g Abs. 3 AufenthG)');
  });
});

// Walk-through 98: § 18g (1) sentence 2 and (3), § 18 (2) no. 5 AufenthG, § 20b (1) nos. 3, 8.
describe('what walk-through 98 found misread', () => {
  it('takes “no son 48k, son 44 mil” as the salary now (98a f04): no Blue Card at €44,000', () => {
    expect(
      read('es', 'ah perdon me equivoque, no son 48k, son 44 mil al año. cambia algo?').salary,
    ).toBe(44000);
    const reply = askInConversation('es', [
      'Ing civil de la UMSS, 38 años, mi titulo sale en anabin como entspricht. Me ofrecen 48k al año en una constructora en Stuttgart como Bauingenieur. Blue card si o no?',
      'ah perdon me equivoque, no son 48k, son 44 mil al año. cambia algo?',
    ]);
    expect(reply).toContain('Salario bruto que entendí: €44.000 al año.');
    expect(reply).toContain('- Falta: Un salario bruto de al menos €45.934,20');
  });

  it('reads “no tengo Rentenversicherung ni nada de ahorro para jubilación” (98a m08)', () => {
    const text =
      'que tal, soy contador publico (licenciatura en contaduria, anabin entspricht), 47 años, me ofrecen 52 mil al año en Frankfurt como Buchhalter. no tengo Rentenversicherung ni nada de ahorro para jubilacion. me alcanza?';
    expect(read('es', text).pensionDenied).toBe(true);
    expect(askInConversation('es', [text])).toContain(
      '- Falta: Con 45 años o más y un salario bruto menor a €55.770',
    );
  });

  it('reads “befristet für 4 Monate” as the term (98c m25): no Blue Card', () => {
    const text =
      'Wir (Softwarefirma in Frankfurt) wollen einen bolivianischen Informatiker mit Uni-Abschluss (anabin: gleichwertig), 30 Jahre, befristet für 4 Monate einstellen. Gehalt 5.000 € brutto im Monat. Geht das mit der Blauen Karte?';
    expect(read('de', text).contractMonths).toBe(4);
    expect(read('de', 'befristet für 2 Jahre').contractMonths).toBe(24);
  });

  it('reads “8 Jahre Erfahrung in den letzten 8 Jahren” as five of the last seven (98c m27)', () => {
    expect(
      read('de', 'Ich bin 40, Ingenieur, 8 Jahre Erfahrung in den letzten 8 Jahren').experience,
    ).toBe('fiveOfSeven');
    expect(read('en', '3 years of experience in the last 10 years').experience).toBe('none');
  });

  it('reads an “Ingeniera Comercial” on the German page as no engineer (98c m23)', () => {
    expect(read('de', 'Ich bin Ingeniera Comercial, 30 Jahre').occupation).toBe('other');
  });
});

// Walk-through 99a: two follow-ups; § 18g (3) AufenthG and § 20b (2) (six points).
describe('what walk-through 99 found misread', () => {
  it('gives the Blue Card once “el contrato va a ser de 1 año, no 4 meses” (99a f05)', () => {
    const first =
      'hola, ingeniero electronico (anabin entspricht), 35, me ofrecen un contrato befristet de 4 meses en Dresden por 5.000 brutto mensual para un proyecto. puedo ir con la blue card?';
    expect(read('es', first).salary).toBe(60000);
    const reply = askInConversation('es', [
      first,
      'me corrigieron, el contrato va a ser de 1 año, no 4 meses. ahora si?',
    ]);
    expect(reply).toContain('- Cumplido: Un contrato de al menos seis meses');
    expect(reply).toContain('la Tarjeta Azul UE es posible');
  });

  it('counts no English point for “inglés básico”, so 5 points are not enough (99a f02)', () => {
    expect(read('es', 'aleman A1 nomas, ingles basico').english).toBe('A2');
    const reply = askInConversation('es', [
      'holaa soy mecanico automotriz, tecnico superior de 2 años del INFOCAL, 27 años, trabaje 2 años en un taller (2023-2025), aleman A1 nomas, ingles basico. me da para la Chancenkarte?',
      'ah y me olvide, estuve de au pair en Alemania de 2022 a 2023, un año con visa de au pair. eso suma?',
    ]);
    // "eso suma?" asks what the stay adds (105b 06c), so the count answers, with the 6 it lacks.
    expect(reply).toContain('Suman 5 puntos; la tarjeta pide al menos 6 puntos');
    expect(reply).not.toContain('te alcanzan');
  });

  it('takes “son 3.600 brutto al mes no 4.200” as the salary now (99a f01)', () => {
    expect(read('es', 'ah perdon me equivoque, son 3.600 brutto al mes no 4.200').salary).toBe(
      43200,
    );
  });
});
