import { describe, expect, it } from 'vitest';
import { askAs, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 56: walk-throughs 56c to 56f (56a and 56b are in ownCaseWalk56Readings.test.ts).

// Walk-throughs 56c and 56d. Oracle: DE66/DE40 (work ended years ago earns no points), DE08 (a
// degree of 2012: the standard threshold), DE44 (a lawful stay of six months), DE46 (a partner's
// point needs them to meet the card, a recognition at home is not one in Germany), DE15 (a ZAB
// equivalence), DE61 (no qualification: no route), DE62 (a German degree: a skilled worker).
describe('walk-throughs 56c and 56d', () => {
  it('reads the end of years of work however it is said (56c W38, W62, W69)', () => {
    for (const [lng, text] of [
      [
        'es',
        'tengo 41 años, técnica en contabilidad (instituto de 3 años), me dieron reconocimiento parcial, alemán A1, inglés B2, trabajé 2 años pero hace 6 años (ya no trabajo en eso), y estuve de turista 3 meses en Alemania.',
      ],
      ['en', 'I am 36, 3 years of experience ending in 2020, German A2. How many points?'],
      [
        'de',
        'Ich bin 36, habe 2 Jahre gearbeitet, aber das ist schon 6 Jahre her, Deutsch A2. Punkte?',
      ],
    ] as const) {
      expect(read(lng, text).experience, text).toBe('none');
    }
  });

  it('reads a graduation said not recent as not recent (56c W53, W65)', () => {
    const es =
      'Soy contador con título reconocido, no me titulé hace poco (fue en 2012), tengo 38 años y me ofrecen 47.000 al año. ¿Me dan la Blue Card?';
    expect(read('es', es).recentGraduate).toBe(false);
    expect(ask('es', es)).toContain('- Falta: Un salario bruto de al menos €50.700 al año');
    const en =
      'I am an accountant with a recognised degree, I did not graduate recently (it was 2012), I am 38 and have an offer of 47,000 a year.';
    expect(read('en', en).recentGraduate).toBe(false);
    expect(read('en', 'I have a degree, graduated recently, 28.').recentGraduate).toBe(true);
  });

  it('gives no partner point for a degree recognised at home only (56d W3, W43)', () => {
    const text =
      'Tengo 35 años, soy ingeniera civil, mi título todavía no lo revisé en anabin, alemán A2 e inglés B2, 3 años de experiencia. Fui dos veces a Alemania de turista. Mi esposo también es ingeniero, tiene inglés B2 y su título reconocido en Bolivia, y pediría la Chancenkarte conmigo.';
    expect(read('es', text)).toMatchObject({ partner: false, partnerPointsUnknown: true });
    expect(
      read(
        'es',
        'Tengo 35 años, ingeniera, alemán A2. Mi esposo es ingeniero con título reconocido en Alemania y viene conmigo.',
      ).partner,
    ).toBe(true);
  });

  it('counts a stay "als Sprachschüler" and one of studies in Germany (56d W27, W32)', () => {
    expect(
      read(
        'de',
        'Ich war schon 3 Monate als Tourist und dann 7 Monate als Sprachschüler in Deutschland (2024). Ich bin 36, Bachelor in Logistik (nicht geprüft), Deutsch A2, 2 Jahre Berufserfahrung. Chancenkarte?',
      ).germanStay,
    ).toBe(true);
    expect(
      read(
        'de',
        'Ich bin 39, Apothekerin, Deutsch B1, Englisch B2, 6 Jahre Erfahrung, und ich habe in Deutschland 2021-2023 meinen Master gemacht.',
      ).germanStay,
    ).toBe(true);
  });

  it('reads a full equivalence from the ZAB (56d W4)', () => {
    expect(
      read(
        'es',
        'Tengo 41 años, soy contador con licenciatura, la ZAB ya me dio la equivalencia completa. Me ofrecen 52 mil euros brutos al año en Múnich.',
      ).recognised,
    ).toBe(true);
  });

  it('weighs work, not study, for a graduate of a German university who wants to work (56d W47)', () => {
    const reply = ask(
      'en',
      "I did my bachelor's in Germany (2019-2023, TU Dresden) and went back to Bolivia last year. I'm 28, German B2. I'd like to come back to work but have no job offer yet. What are my options?",
    );
    expect(reply).toContain('Opportunity Card (Chancenkarte) (§ 20a AufenthG):');
    expect(reply).not.toContain('Study (§ 16b AufenthG)');
  });

  it('keeps a brother’s facts out of the visitor’s case (56d W9)', () => {
    const text =
      'Una consulta por mi hermano y por mí: yo soy diseñador gráfico sin título, 28 años, y él es técnico en enfermería con reconocimiento completo y tiene oferta de 36.000 en Hamburgo. Qué opciones tenemos cada uno?';
    const profile = read('es', text);
    expect(profile).toMatchObject({ degree: false, otherPersonAsked: true });
    expect(profile.recognised).toBeUndefined();
    expect(profile.jobOffer).toBeUndefined();
    expect(ask('es', text)).not.toContain('Enfermería (§ 18a AufenthG)');
  });

  it('reads IT support and "no estudié en la U" (56c W3)', () => {
    const reply = ask(
      'es',
      'oye, trabajo en soporte IT hace 3 años (todo en los últimos 7), no estudié en la U, una empresa de Múnich me ofrece 48k brutos al año, tengo 27. ¿Qué opciones tengo?',
    );
    expect(reply).toMatch(
      /Tarjeta Azul UE \(§ 18g AufenthG\):\n(?:- [^\n]*\n)+Con lo que escribiste, esta vía es posible\./,
    );
    // § 6 BeschV asks no qualification for a job in IT: work by experience is open too (61b).
    expect(reply).toMatch(/Vías abiertas[^\n]*Trabajo por experiencia profesional/);
  });

  it('weighs the training an employer brings a school leaver for (56c W22)', () => {
    const reply = askAs(
      'european_company',
      'de',
      'Wir möchten eine junge Frau aus Bolivien (18 Jahre, Schulabschluss, Deutsch A2) für eine Ausbildung zur Hotelfachfrau holen. Was braucht sie, und müssen wir ein Mindestgehalt zahlen?',
    );
    expect(reply).toContain('Ausbildung (§ 16a AufenthG):');
    expect(reply).not.toContain('Studium (§ 16b AufenthG)');
  });
});

// Walk-throughs 56e and 56f. Oracle: DE59/DE60 (a school leaver's training: no qualification
// held), DE13/DE17/DE18 (from 45, a pension provision to show), DE54 (a nurse under 45), DE07 (a
// recent graduate), DE23 (§ 19c (2) with a collective agreement), § 18 (2) no. 3 (no licence for
// work that is not the regulated profession's).
describe('walk-throughs 56e and 56f', () => {
  it('links a training case to the check without a trade or a job offer held (56e W22)', () => {
    const reply = askAs(
      'european_company',
      'de',
      'Wir möchten eine 20-jährige Abiturientin aus Ecuador als Auszubildende zur Mechatronikerin einstellen. Sie hat Deutsch A2. Geht das?',
    );
    const link = /germany-check\?[^#\s]+/.exec(reply)?.[0] ?? '';
    expect(link).toContain('goal=training');
    expect(link).not.toContain('qualification=vocational');
    expect(link).not.toContain('occupation=');
    expect(link).not.toContain('offer=yes');
  });

  it('needs no licence for work beside the regulated profession (56f W12, W73)', () => {
    const text =
      'Ich bin Rechtsanwalt aus Peru, 36, Abschluss nicht geprüft, 5 Jahre Erfahrung in den letzten 7, Angebot als juristischer Mitarbeiter in einer Kanzlei, 46.500 €. Welche Wege?';
    expect(read('de', text).licenceNotNeeded).toBe(true);
    expect(ask('de', text)).toMatch(
      /\(§ 19c Abs\. 2 AufenthG\):(\n- [^\n]+)*\nMit Ihren Angaben ist dieser Weg möglich\./,
    );
    expect(
      read(
        'es',
        'Soy abogado, 35 años, alemán C1. Tengo oferta de un estudio en Frankfurt como asistente legal por 45 mil euros al año.',
      ).licenceNotNeeded,
    ).toBe(true);
  });

  it('leaves a pension provision to show beside contributions paid (56f W57)', () => {
    const text =
      'Soy enfermera técnica, 46 años, tengo el reconocimiento completo, alemán B2, y una oferta en un hogar de ancianos por 3.000 euros al mes; el empleador tiene convenio colectivo. No tengo jubilación privada, solo mis aportes en Bolivia. ¿Se puede?';
    expect(read('es', text).pensionDenied).toBeUndefined();
    expect(ask('es', text)).toContain(
      'Enfermería (§ 18a AufenthG):\n- Cumplido: Un título o una formación en enfermería',
    );
    expect(read('en', 'I am 46, nurse. I have no pension plan.').pensionDenied).toBe(true);
  });

  it('reads no age from years of contributions, and ages closing a bracket (56f W75, W79, W21, W63)', () => {
    expect(
      read(
        'de',
        'Ich bin 46, Elektronikerin mit voll anerkannter Ausbildung, Angebot 48.000 €, und ich habe 20 Jahre in die mexikanische Rentenversicherung eingezahlt. Geht § 18a?',
      ),
    ).toMatchObject({ age: 'from40', from45: true });
    expect(
      read(
        'es',
        'Tenemos una candidata de 45, enfermera licenciada con reconocimiento completo y alemán B2, con 30 años de aportes en Perú. Le pagamos 3.500 al mes. ¿Le sirve?',
      ),
    ).toMatchObject({ age: 'from40', from45: true, salary: 42_000 });
    expect(
      read(
        'de',
        'Eine Bewerberin (Ärztin aus Kolumbien, 38) hat ihre Approbation noch nicht. Deutsch B2.',
      ).age,
    ).toBe('from35to39');
    expect(
      read('en', "We'd like to offer a nurse (BSN, Philippines, 29) a job at €2,900/month.").age,
    ).toBe('under35');
  });

  it('reads a graduation last month, a degree rated "entspricht" and state-recognised training (56f W36, W62, W77)', () => {
    expect(
      read(
        'en',
        "I did my master's in Germany (2 years on a student visa, graduated last month) and went back to Peru. I'm 26.",
      ).recentGraduate,
    ).toBe(true);
    expect(
      read(
        'de',
        "Servus, ich bin 34, hab Informatik studiert (anabin H+, Abschluss 'entspricht'), Abschluss 2019, Jobangebot 45.934 €. Blue Card?",
      ).recognised,
    ).toBe(true);
    expect(
      read(
        'en',
        "I'm 50. Welder with state-recognised training from Mexico (not recognised in Germany), 15 years experience.",
      ).vocational,
    ).toBe(true);
  });
});

describe('a recognition not started (walk-through 56f W46)', () => {
  it('is none, in any language, so § 19c (2) misses a regulated profession’s licence as for a nurse', () => {
    for (const [lng, text] of [
      [
        'de',
        'Physiotherapeutin aus Brasilien, Anerkennungsverfahren noch nicht begonnen, Deutsch B1.',
      ],
      ['es', 'Soy fisioterapeuta, el reconocimiento todavía no lo empecé, alemán B1.'],
      ['en', 'I am a physiotherapist, I have not started the recognition yet, German B1.'],
    ] as const) {
      expect(read(lng, text).recognised, text).toBe(false);
    }
    const reply = askAs(
      'european_company',
      'de',
      'Guten Tag, wir möchten eine Physiotherapeutin aus Brasilien einstellen (4-jähriges Studium, Anerkennungsverfahren noch nicht begonnen, Deutsch B1). Gehalt 40.000 € nach Tarif. Was muss sie mitbringen?',
    );
    expect(reply).toMatch(
      /\(§ 19c Abs\. 2 AufenthG\):(\n- [^\n]+)*\n- Fehlt: Ein Beruf, der in Deutschland nicht reglementiert ist/,
    );
  });
});

// Walk-through 56g: no contradiction; two of its gaps. Oracle: DE61 (school only: no route to
// work), DE29 (a salary "46,5k").
describe('walk-through 56g', () => {
  it('weighs the routes for "Kann ich zum Arbeiten nach Deutschland?" with school only (W30)', () => {
    const reply = ask(
      'de',
      'Ich habe nur Abitur (Bachillerato), arbeite seit 2 Jahren als Verkäufer, Deutsch A2, bin 30 Jahre alt. Kann ich zum Arbeiten nach Deutschland?',
    );
    expect(reply).toContain('Chancenkarte (§ 20a AufenthG):');
    expect(reply).toContain('Ausbildung (§ 16a AufenthG):');
  });

  it('reads "46,5k" as €46,500 (W36)', () => {
    expect(read('de', 'Ich habe ein Angebot über 46,5k – geht die Blaue Karte?').salary).toBe(
      46_500,
    );
  });
});

// Walk-through 56h. Oracle: DE25/DE27/DE64 (no qualification of two years: no route but the IT
// Blue Card), DE46 (a partner with points of their own), DE01 (€50,700 meets the Blue Card).
describe('walk-through 56h', () => {
  it('holds no training for a "Fachinformatiker" without formal training (W54, W62)', () => {
    const text =
      'Ich bin 29, Fachinformatiker aus Peru ohne formale Ausbildung, 3 Jahre Berufserfahrung von 2017 bis 2020, seitdem Taxifahrer. Ich habe ein Angebot über 47.000 €. Geht die Blaue Karte?';
    expect(read('de', text)).toMatchObject({ schoolOnly: true, degree: false });
    expect(read('de', text).vocational).toBeUndefined();
    expect(ask('de', text)).not.toContain(
      '- Erfüllt: Ein Hochschulabschluss oder eine mindestens zweijährige Berufsausbildung',
    );
  });

  it('counts a partner with "her own 7 points" (W50)', () => {
    const text =
      "I'm 36, accountant with a bachelor's, German A1, English B1, 5 years of experience (2020-2025), I did a 6-month internship in Germany in 2023 with a work visa. My wife, a dentist with B2 German and her own 7 points, applies for the Opportunity Card with me. How many points do I have?";
    expect(read('en', text).partner).toBe(true);
  });

  it('reads "52 TEUR", "Jahresbrutto" and a recognition application pending (W79, W80, W16)', () => {
    expect(
      read(
        'de',
        'Kandidat: Wirtschaftsinformatiker (Master, anabin entspricht), Jahrgang 1980, Jahresbrutto 52 TEUR. Welcher Aufenthaltstitel?',
      ),
    ).toMatchObject({ salary: 52_000, from45: true });
    expect(
      read(
        'de',
        'Wir möchten eine Chemikerin aus Chile einstellen, Master anabin-gleichwertig, 38 Jahre, wir bieten 47 TEUR. Blaue Karte?',
      ).salary,
    ).toBe(47_000);
    expect(
      read(
        'en',
        "I'm a nurse (3-year technical diploma), my recognition application is pending with the Land authority, German B1, I'm 28.",
      ).recognised,
    ).toBe(false);
  });

  it('reads a monthly pay "bei 13 Gehältern" (W75)', () => {
    const text =
      'Unsere Kandidatin ist Betriebswirtin (Bachelor, anabin: entspricht), 33 Jahre. Wir zahlen 3.900 € brutto im Monat bei 13 Gehältern, also 50.700 € im Jahr. Reicht das für die Blaue Karte?';
    expect(read('de', text).salary).toBe(50_700);
  });
});

// Walk-throughs 56i and 56j. Oracle: DE26 (IT without a degree: 3 of the last 7 years), DE03 (a
// job not in a shortage group: the standard threshold), DE46/DE47 (a partner's point needs their
// own 6 points, not only a degree).
describe('walk-throughs 56i and 56j', () => {
  it('reads "8 years of experience (5 of the last 7)" as five of the last seven (56j W11, W37, W55)', () => {
    for (const [lng, text] of [
      [
        'es',
        'soy desarrollador sin título, 41 años, 8 años de experiencia (5 de los últimos 7 años), oferta de 47.500 en Múnich. ¿tarjeta azul?',
      ],
      [
        'en',
        'I am a developer without a degree, 41, 8 years of experience (5 of the last 7), offer 47,500. Blue Card?',
      ],
    ] as const) {
      expect(read(lng, text).experience, text).toBe('fiveOfSeven');
    }
    expect(
      ask(
        'es',
        'soy programador sin título, ni técnico ni universidad, tengo 45 años y 8 años de experiencia como desarrollador (5 de los últimos 7). me ofrecen 47.500 al año en Hamburgo. ¿puedo con la tarjeta azul?',
      ),
    ).toMatch(
      /Tarjeta Azul UE \(§ 18g AufenthG\):(\n- [^\n]+)*\nCon lo que escribiste, esta vía es posible\./,
    );
  });

  it('takes a job said not to be a shortage occupation for another than the IT degree (56j W54, W56)', () => {
    const text =
      'Candidate: business informatics degree, fully recognised, 30, not a recent graduate, offer €50,699.99 gross, no collective agreement, marketing role (not a shortage occupation). Blue Card?';
    expect(read('en', text).occupation).toBe('other');
    expect(askAs('european_company', 'en', text)).toContain(
      '- Missing: A gross salary of at least €50,700 a year',
    );
  });

  it('gives no partner point for a partner who "also has a degree" and B1 (56i W20)', () => {
    const text =
      "My partner is coming with me and she also has a degree and B1 German. I'm 36, degree not checked, shortage occupation (nursing), German A2, English B2, 2 years experience, only been to Germany as a tourist. Do I have 6 points?";
    expect(read('en', text)).toMatchObject({ partner: false, partnerPointsUnknown: true });
  });

  it('reads "6-7 years ago" as a time ago, not a negative salary (56i W16)', () => {
    const profile = read(
      'en',
      'I have 3 years of IT experience but all of it 6-7 years ago, offer of 46,000 euros. Blue Card?',
    );
    expect(profile).toMatchObject({ salary: 46_000, experience: 'none' });
    expect(profile.salaryProblem).toBeUndefined();
  });
});

// Walk-through 56l. Oracle: DE54 (a nurse fully recognised: §§ 18a/18b, no partnership).
describe('walk-through 56l', () => {
  it('reads a full recognition said as "homologación completa", "convalidado" or "me reconocieron todo" (W2, W47, W57, W64, W65)', () => {
    for (const text of [
      'Soy enfermera, tengo la homologación completa ya (me reconocieron todo en Baviera), alemán B2, oferta de 46.000.',
      'Soy enfermera, en Baviera me reconocieron todo, alemán B2.',
      'Soy enfermera, mi título ya está convalidado, alemán B2.',
      'Soy enfermera, tengo la convalidación completa de mi título en Alemania, alemán B2.',
    ]) {
      expect(read('es', text).recognised, text).toBe(true);
    }
    expect(
      read('es', 'Soy enfermera, no tengo la homologación completa, alemán B2.').recognised,
    ).toBe(false);
  });
});
