import { describe, expect, it } from 'vitest';
import { askAs, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 56: readings found by probing beside walk-throughs 56a and 56b.

describe('a master’s the visitor holds (stop 56)', () => {
  it('is no master’s to study when the points are asked', () => {
    const reply = ask(
      'es',
      'Tengo 31 años, soy ingeniero con maestría y hablo alemán B1. ¿Cuántos puntos tengo?',
    );
    expect(reply).toContain('Suman 5 puntos');
    expect(reply).not.toContain('Estudios (§ 16b AufenthG)');
  });

  it('opens the routes to work, not studies, when the options are asked', () => {
    const reply = ask(
      'en',
      "I'm 31, an engineer with a master's degree, German B1. What are my options?",
    );
    expect(reply).toContain('Opportunity Card (Chancenkarte) (§ 20a AufenthG)');
    expect(reply).toContain('EU Blue Card (§ 18g AufenthG)');
    expect(reply).not.toContain('Study (§ 16b AufenthG)');
  });

  it('stays a master’s to study when the message wishes one', () => {
    const en = ask(
      'en',
      "I have a bachelor's in economics. Can I do a master's in Germany? My English is C1.",
    );
    expect(en).toContain('Study (§ 16b AufenthG)');
    const de = ask(
      'de',
      'Ich habe einen Bachelor und Deutsch B2. Kann ich in Deutschland einen Master machen?',
    );
    expect(de).toContain('Studium (§ 16b AufenthG)');
  });
});

// Walk-through 56b. Oracle: DE55 (a regulated profession's recognition pending: § 18a to show,
// § 19c (2) missing, as the check page says), DE29/DE31 (anabin H+ for the university leaves the
// degree to show), DE45 (no stay of six months in the last five years: no point), DE51 (the
// age counts), DE07 (a German degree needs no comparison).
describe('walk-through 56b', () => {
  it('reads a recognition in progress as none yet, in any language (W70)', () => {
    for (const [lng, text] of [
      [
        'es',
        'Enfermera, 30 años, alemán B2; su reconocimiento está en trámite (todavía no hay resolución).',
      ],
      ['es', 'Enfermera, 30 años, alemán B2, reconocimiento pendiente.'],
      ['en', 'Nurse, 30, German B2; her recognition is in process (no decision yet).'],
      ['en', 'Nurse, 30, German B2; the recognition procedure is still ongoing.'],
      ['de', 'Pflegefachkraft, 30, Deutsch B2; das Anerkennungsverfahren läuft.'],
      ['de', 'Pflegefachkraft, 30, Deutsch B2; Anerkennung beantragt, noch kein Bescheid.'],
    ] as const) {
      expect(read(lng, text).recognised, text).toBe(false);
    }
  });

  it('misses § 19c (2) for a nurse whose recognition is pending, as the check page does (W70)', () => {
    const reply = askAs(
      'european_company',
      'es',
      'Queremos contratar a una enfermera colombiana de 30 años con alemán B2; su reconocimiento está en trámite (todavía no hay resolución). Le ofrecemos 40.000 € en un hospital con TVöD. ¿Puede venir ya con la vía de enfermería?',
    );
    expect(reply).toMatch(
      /\(§ 19c, apartado 2, AufenthG\):(\n- [^\n]+)*\n- Falta: La licencia para ejercer la enfermería/,
    );
    expect(reply).toMatch(
      /Enfermería \(§§ 18a y 18b AufenthG\):(\n- [^\n]+)*\n- Por demostrar: El reconocimiento/,
    );
  });

  // § 18 (2) no. 3 AufenthG asks every route a licence granted or promised: one applied for is to
  // show on § 19c (2) too, as the page marks it (98b m07b).
  it('leaves a licence applied for to show on § 19c (2) as on the others (W18, 98b m07b)', () => {
    const text =
      'Unsere Kandidatin ist Ärztin aus Ecuador, 39 Jahre, die Approbation ist beantragt, aber noch nicht erteilt, Deutsch B2 (Fachsprachprüfung geplant). Wir würden ihr als Assistenzärztin 60k nach TV-Ärzte zahlen. Welche Wege gibt es für sie?';
    expect(read('de', text).licensed).toBe(false);
    const reply = askAs('european_company', 'de', text);
    expect(reply).toMatch(
      /\(§ 19c Abs\. 2 AufenthG\):(\n- [^\n]+)*\n- Nachzuweisen: Ein Beruf, der in Deutschland nicht reglementiert ist/,
    );
    expect(reply).toMatch(
      /Blaue Karte EU \(§ 18g AufenthG\):(\n- [^\n]+)*\n- Nachzuweisen: Ein Beruf, der in Deutschland nicht reglementiert ist/,
    );
  });

  it('leaves the degree to show when anabin lists the university "mit H+" (W16)', () => {
    const text =
      'Wir möchten einen Elektroingenieur aus Peru einstellen. Seine Universität ist in anabin mit H+ gelistet, die Zeugnisbewertung der ZAB liegt noch nicht vor. Gehalt 48.000 € brutto, er ist 35. Reicht das für die Blaue Karte?';
    expect(read('de', text).recognised).toBeUndefined();
    expect(askAs('european_company', 'de', text)).toContain(
      'Mit Ihren Angaben ist die Blaue Karte EU möglich, sobald Sie nachweisen',
    );
  });

  it('dates each of two stays by its own years (W6)', () => {
    const text =
      'Estuve en Alemania de au pair un año, de 2019 a 2020, y después 3 meses en un curso de alemán en 2024. Ahora soy licenciada en administración de empresas (sin revisar), tengo 27, alemán B2 y 1 año de experiencia. ¿Cuántos puntos tengo para la Chancenkarte?';
    expect(read('es', text).germanStay).toBe(false);
    expect(ask('es', text)).toContain('Suman 5 puntos');
    const recent =
      'I was an au pair in Germany for a year, 2022 to 2023, and then 3 months on a German course in 2024. I am 27.';
    expect(read('en', recent).germanStay).toBe(true);
  });

  it('reads the age before the years of work that have their own number (W2)', () => {
    const text =
      'Hola, soy enfermera de La Paz, licenciada en enfermería, ya me dieron un Defizitbescheid (reconocimiento parcial) del Landesamt, tengo B1 de alemán, 31 años y 6 años trabajando en el hospital. Todavía no tengo oferta. ¿Puedo ir con la Chancenkarte o qué opciones tengo?';
    expect(read('es', text)).toMatchObject({ age: 'under35', experience: 'fiveOfSeven' });
    expect(ask('es', text)).toContain('12');
    expect(read('es', 'Tengo 30 años de experiencia.').age).toBeUndefined();
  });

  it('takes a master’s the candidate made in Germany for a German degree (W73)', () => {
    const text =
      'Wir möchten eine Ingenieurin aus Bolivien einstellen, die 2022–2024 ihren Master in Deutschland (TU Dresden) gemacht hat und jetzt wieder in Bolivien ist. 28 Jahre, wir zahlen 46.500 €. Blaue Karte oder § 18b?';
    expect(read('de', text).recognised).toBe(true);
    expect(askAs('european_company', 'de', text)).toMatch(
      /Blaue Karte EU \(§ 18g AufenthG\):(\n(?!Fachkraft)[^\n]+)*\nMit Ihren Angaben ist dieser Weg möglich\./,
    );
  });
});

// Walk-through 56a. Oracle: DE26 (§ 18g (2): IT experience without a degree), DE65 (work years
// before the windows count for nothing), DE44 (a legal stay of six months or more), DE13 (a fully
// recognised degree), DE19 (a degree of the last three years: the lower threshold).
describe('walk-through 56a', () => {
  it('reads "IT guy" and "ITler" as IT specialists (W54, W67)', () => {
    const en = ask(
      'en',
      'IT guy, no degree, 4 years experience, offer of €47,000 gross per year. Blue Card?',
    );
    expect(en).toContain('With what you wrote, the EU Blue Card is possible.');
    expect(
      read(
        'de',
        'Bin ITler ohne Studium, 4 Jahre Erfahrung in den letzten 7 Jahren, Angebot 47.000 €. Blaue Karte?',
      ).occupation,
    ).toBe('it');
  });

  it('counts no years of work that were six years ago (W40)', () => {
    const text =
      'trabajé 3 años de administrador de redes pero fue hace 6 años, ahora trabajo en otra cosa. tengo título técnico de 3 años sin reconocer, 30 años, alemán B1, me ofrecen 46 mil en Alemania como administrador de sistemas. ¿qué opciones?';
    expect(read('es', text).experience).toBe('none');
    expect(ask('es', text)).toContain(
      '- Falta: Dos años de experiencia laboral en tu área en los últimos cinco',
    );
    expect(
      read('en', 'I worked 3 years as a network administrator but that was 6 years ago. I am 30.')
        .experience,
    ).toBe('none');
  });

  it('keeps the visitor’s stay lived "con mi esposo", and the years of work beside it (W62, W78, W79)', () => {
    expect(
      ask(
        'es',
        'tengo 36, ingeniera civil sin verificar, alemán A2, inglés B2, 2 años de experiencia, viví 1 año legalmente en Alemania con mi esposo. ¿cuántos puntos?',
      ),
    ).toContain('Suman 6 puntos');
    expect(
      ask(
        'es',
        'tengo 41, soy profesora de inglés con título, inglés C2, alemán A2, 3 años de experiencia, viví 1 año legalmente en Alemania con mi esposo, él es ingeniero con título y alemán B1 y va a pedir la chancenkarte conmigo. ¿puntos?',
      ),
    ).toContain('Suman 6 puntos');
    expect(
      read(
        'es',
        'tengo 36, ingeniera civil sin verificar, alemán A2, inglés B2, 2 años de experiencia, viví 1 año legalmente en Alemania. ¿cuántos puntos?',
      ),
    ).toMatchObject({ experience: 'twoOfFive', germanStay: true });
  });

  it('keeps the years of experience before a year said of a stay (W92, W93)', () => {
    expect(
      ask(
        'es',
        'tengo 30, ingeniero de alimentos sin verificar, alemán B1, inglés B2, 3 años de experiencia, viví 1 año en Alemania el 2015 con beca. ¿puntos?',
      ),
    ).toContain('Suman 7 puntos');
    expect(read('en', '2 years of experience, 1 year in Germany.').experience).toBe('twoOfFive');
  });

  it('takes the length of studies said of no country for no stay (W86)', () => {
    const text =
      'Mein Studium (Maschinenbau) hat 5 Jahre gedauert, seit 1 Jahr arbeite ich als Ingenieur. Ich bin 28, Abschluss nicht geprüft, Deutsch A2, Englisch B2, kein Angebot. Punkte?';
    expect(read('de', text).germanStay).toBeUndefined();
    expect(
      read('es', 'Estuve 7 meses con visa de curso de idiomas en 2025. Tengo 30.').germanStay,
    ).toBe(true);
  });

  it('reads a clause set apart by a dash on its own (W59)', () => {
    const text =
      'Ich bin 45, Wirtschaftsinformatik ist nicht mein Fach – ich bin Betriebswirt mit voll anerkanntem Abschluss, kein Absolvent mehr, Angebot 55.769 € brutto. Was geht?';
    expect(read('de', text).recognised).toBe(true);
  });

  it('reads a degree finished some months ago as recent (W102, W104)', () => {
    const en =
      "I'm 28, just finished my bachelor's in marketing 6 months ago, it's fully recognised, and I have an offer of €46,000 gross a year. Blue Card?";
    expect(read('en', en).recentGraduate).toBe(true);
    expect(ask('en', en)).toContain('With what you wrote, the EU Blue Card is possible.');
    expect(
      read(
        'es',
        'me gradué hace 8 meses de licenciada en marketing, título reconocido completo, tengo 25.',
      ).recentGraduate,
    ).toBe(true);
  });
});

describe('years of work dated by a time ago before them (walk-through 56a W82)', () => {
  it('lie before the windows, in any language', () => {
    for (const [lng, text] of [
      [
        'de',
        'Ich hab vor 6 Jahren 3 Jahre als Netzwerkadministrator gearbeitet, seitdem im Verkauf. Deutsch B1, 30 Jahre.',
      ],
      ['es', 'Hace 6 años trabajé 3 años como administrador de redes. Tengo 30.'],
      ['en', '6 years ago I worked 3 years as a network administrator. I am 30.'],
    ] as const) {
      expect(read(lng, text).experience, text).toBe('none');
    }
  });

  it('leave a stay dated so alone (the dev split’s au-pair year)', () => {
    const text =
      'Eine Bewerberin ist 38, hat Deutsch B2, fünf Jahre Berufserfahrung in den letzten sieben Jahren, war vor drei Jahren ein Jahr als Au-pair in Deutschland.';
    expect(read('de', text)).toMatchObject({ experience: 'fiveOfSeven', germanStay: true });
  });
});

describe('what an employer must pay under a recognition partnership (walk-through 56b W15)', () => {
  it('names § 16d (3) among the jobs the Federal Employment Agency approves at comparable pay', () => {
    const reply = askAs(
      'european_company',
      'de',
      'Wir sind ein Pflegeheim in Leipzig und möchten eine Pflegefachkraft aus Bolivien einstellen. Sie hat noch keinen Anerkennungsbescheid, Deutsch A2, 4 Jahre Berufserfahrung, 33 Jahre alt. Können wir eine Anerkennungspartnerschaft machen? Was müssen wir ihr zahlen?',
    );
    expect(reply).toContain('eine Anerkennungspartnerschaft nach § 16d Abs. 3), prüft sie auch');
  });
});

describe('a university "als H+ eingestuft" (walk-through 56b W69)', () => {
  it('is no question about how the chat classifies visitors', () => {
    const reply = askAs(
      'european_company',
      'de',
      'Die Universität unseres Kandidaten ist in anabin als H+ eingestuft. Er ist Elektroingenieur, 35, wir zahlen 48.000 €. Blaue Karte?',
    );
    expect(reply).not.toContain('Wie ich Besucherinnen und Besucher einordne');
    expect(reply).toContain('Blauen Karte EU');
  });
});
