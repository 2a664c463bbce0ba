import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 80: what walk-through 104 found. Oracle: § 18 (3) no. 2 AufenthG (a German degree makes a
// skilled worker), § 20a (1) (the Opportunity Card needs a qualification; with full recognition
// no points), § 20b (1) (the points), § 18 (2) no. 3 (a licence only "soweit diese erforderlich
// ist").

describe('a master’s studied in Germany, the visitor back home since (104a m19)', () => {
  const graduate =
    'estudie mi maestria en alemania (TU Dresden) y volvi a bolivia hace 1 año. tengo 30 años. puedo volver a trabajar alla? no tengo oferta aun';

  it('reads “estudié mi maestría en Alemania” as a German degree', () => {
    expect(read('es', graduate)).toMatchObject({ degree: true, recognised: true });
  });

  it('opens the Opportunity Card without points', () => {
    const reply = askOwnCase('es', graduate);
    expect(reply).toContain('Con lo que escribiste, esta vía es posible.');
    expect(reply).not.toContain('si tus puntos llegan a 6');
    expect(reply).toContain('recognition=full');
  });

  it('keeps a master’s still wished for out of it', () => {
    const wish = 'quiero estudiar mi maestria en alemania, tengo 30 años';
    expect(read('es', wish).recognised).toBeUndefined();
  });
});

describe('a trade said never certified is no training held (104a m15)', () => {
  const technician =
    'hola tengo 46 años, soy tecnico en IT sin titulo, 10 años de experiencia, me ofrecen 52.000 al año. se puede?';

  it('reads “técnico en IT sin título” as no qualification', () => {
    const profile = read('es', technician);
    expect(profile).toMatchObject({ schoolOnly: true, degree: false });
    expect(profile.vocational).toBeUndefined();
  });

  it('leaves the Opportunity Card and § 16d (3) closed and the IT Blue Card open', () => {
    const reply = askOwnCase('es', technician);
    expect(reply).toContain('qualification=school');
    expect(reply).not.toContain('Chancenkarte (Tarjeta de Oportunidades) (§ 20a AufenthG);');
    expect(reply).toMatch(/Vías abiertas[^\n]*Tarjeta Azul UE/);
  });

  it('reads the same in English and German', () => {
    expect(
      read('en', 'I am an IT technician without a diploma, 10 years of experience'),
    ).toMatchObject({ schoolOnly: true });
    expect(read('de', 'Ich bin Elektrotechniker ohne Abschluss, 10 Jahre Erfahrung')).toMatchObject(
      { schoolOnly: true },
    );
  });

  it('keeps a training that denies only a university degree', () => {
    const profile = read('es', 'soy tecnico superior en IT sin titulo universitario, 10 años');
    expect(profile.vocational).toBe(true);
    expect(profile.schoolOnly).toBeUndefined();
  });
});

describe('a clause the visitor answers “no” to is taken back (104a x02)', () => {
  const tourism =
    'tengo 40 años, soy tecnica en enfermeria? no, tecnica en turismo (2 años, titulo de instituto), aleman B2, ingles C1. cuantos puntos me dan?';

  it('counts no list point for the nursing taken back: 4 points', () => {
    expect(read('es', tourism).occupation).toBeUndefined();
    const reply = askOwnCase('es', tourism);
    expect(reply).toContain('Suman 4 puntos');
    expect(reply).not.toMatch(/Enfermería[^\n]*: 1 punto/);
  });

  it('takes nothing back from a question the visitor asks and answers', () => {
    const asked = '¿puedo ir con mi esposa? no, primero yo. soy enfermera, tengo 30 años';
    expect(read('es', asked)).toMatchObject({ occupation: 'nursing', age: 'under35' });
  });
});

describe('a lawyer hired as Legal Counsel, no admission needed (104c c25)', () => {
  const counsel =
    'Abogada aus Bolivien, Abschluss in anabin entspricht. Eine Firma in Frankfurt bietet mir eine Stelle als Juristin (Legal Counsel, keine Zulassung als Rechtsanwältin nötig) mit 50.000 € brutto im Jahr. Blaue Karte?';

  it('reads the job as one that needs no licence, and carries it in the link', () => {
    expect(read('de', counsel)).toMatchObject({ licenceNotNeeded: true });
    expect(read('de', counsel).regulated).toBeUndefined();
    expect(askOwnCase('de', counsel)).toContain('licence=notRegulated');
  });

  it('marks no licence missing and opens the Blue Card, §§ 18a/18b and § 19c (2)', () => {
    const reply = askOwnCase('de', counsel);
    expect(reply).not.toContain('Fehlt: Ein Beruf, der in Deutschland nicht reglementiert ist');
    expect(reply).toContain(
      'offene Wege (möglich, oder möglich, sobald Sie das Markierte nachweisen): Blaue Karte EU (§ 18g AufenthG); Fachkraft mit anerkannter Qualifikation (§§ 18a und 18b AufenthG); Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG)',
    );
  });

  it('meets the general threshold after the correction to 51,000', () => {
    const reply = askInConversation('de', [
      counsel,
      'Moment, ich habe das Angebot falsch gelesen: es sind 51.000 € im Jahr, nicht 50.000. Und jetzt?',
    ]);
    expect(reply).toMatch(/Erfüllt: Ein Bruttogehalt von mindestens 50\.700 €/);
    expect(reply).not.toContain('Fehlt: Ein Beruf');
  });

  it('still asks a lawyer who is to practise as a Rechtsanwältin for the admission', () => {
    const bar =
      'Ich bin Anwältin, anabin entspricht, eine Kanzlei will mich als Rechtsanwältin einstellen, 60.000 €.';
    expect(read('de', bar)).toMatchObject({ regulated: true });
  });
});

describe('a clinic that “will mich nehmen” offers a job (104c c01)', () => {
  it('reads the offer', () => {
    const nurse =
      'Hallo, ich bin Krankenpflegerin aus Cochabamba (Licenciatura in Enfermería, 5 Jahre). Ich habe einen Defizitbescheid mit teilweiser Anerkennung, Deutsch A2, und eine Klinik in Bayern will mich nehmen. Was kann ich machen?';
    expect(read('de', nurse).jobOffer).toBe(true);
  });
});

describe('a spouse who no longer comes needs no line on the point (104c c15)', () => {
  const couple =
    'Wir sind ein Ehepaar aus Sucre. Ich (Frau, 36) bin Bauingenieurin, Bachelor in Bolivien staatlich anerkannt, 3 Jahre Erfahrung in den letzten 5 Jahren, Englisch C1, kein Deutsch. Mein Mann erfüllt auch alle Voraussetzungen der Chancenkarte und beantragt sie auch. Wie viele Punkte habe ich?';

  it('counts 5 points without saying his requirements are unclear', () => {
    const reply = askInConversation('de', [
      couple,
      'Update: mein Mann hat sich entschieden, doch nicht mitzukommen und beantragt keine Chancenkarte. Wie viele Punkte habe ich jetzt?',
    ]);
    expect(reply).toContain('Das sind 5 Punkte');
    expect(reply).not.toContain('Aus Ihren Angaben geht das nicht hervor');
  });

  it('reads the same in English and Spanish', () => {
    const en = read('en', 'My husband decided not to come after all. How many points do I have?');
    expect(en).toMatchObject({ partner: false });
    expect(en.partnerUnsaid).toBeUndefined();
    expect(read('es', 'mi esposo ya no va a venir, soy ingeniera').partnerUnsaid).toBeUndefined();
  });
});

describe('a rating in brackets after the degree (104a m20)', () => {
  it('reads “titulo de administracion de empresas (entspricht)” as comparable', () => {
    const auPair =
      'fui au pair en alemania 12 meses hace 3 años, tengo titulo de administracion de empresas (entspricht), 27 años, aleman B2. cuantos puntos tengo para la chancenkarte?';
    expect(read('es', auPair)).toMatchObject({ degree: true, recognised: true });
    expect(askOwnCase('es', auPair)).toContain('recognition=full');
  });

  it('keeps a bracket that says the rating is not there yet', () => {
    const unsure = 'tengo titulo de administracion (no se si entspricht), 27 años';
    expect(read('es', unsure).recognised).toBeUndefined();
  });
});

describe('work beside a master’s, asked in the visitor’s words (104c c14)', () => {
  it('answers “Darf ich nebenbei arbeiten und wie viel?” with § 16b (3)', () => {
    const reply = askOwnCase(
      'de',
      'Ich habe einen Bachelor in Betriebswirtschaft aus Bolivien und möchte in Deutschland einen Master machen. Darf ich nebenbei arbeiten und wie viel?',
    );
    expect(reply).toContain('140 Arbeitstagen');
    expect(reply).not.toContain('sagt unsere Website nichts');
  });

  it('answers “cuánto puedo trabajar” beside a master’s the same way', () => {
    const reply = askOwnCase('es', 'quiero hacer una maestria en alemania, cuanto puedo trabajar?');
    expect(reply).toContain('140 días');
  });

  it('keeps the Opportunity Card’s 20 hours for its own question', () => {
    const reply = askOwnCase('de', 'Darf ich mit der Chancenkarte nebenbei arbeiten?');
    expect(reply).toContain('20 Stunden pro Woche');
    expect(reply).not.toContain('140 Arbeitstagen');
  });
});
