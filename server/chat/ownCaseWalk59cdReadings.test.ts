import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 60: what walk-throughs 59c and 59d found. Oracle: § 20b AufenthG (the points), § 18g (1)
// (the Blue Card, its lower threshold for ISCO groups 21 and the last three years' graduates),
// § 16d (recognition measures), § 2 (12b) (qualified employment), § 18 (2) no. 3 (the licence).
describe('walk-throughs 59c and 59d', () => {
  it('gives each language the level said after it, not the next one (59c 1)', () => {
    const text =
      'Soy contador (licenciatura en auditoría) de Santa Cruz, tengo treinta y dos años, 6 años de experiencia, sin reconocimiento, sin oferta, ingles B1 aleman A2. Cuantos puntos tengo para la chancenkarte?';
    expect(read('es', text)).toMatchObject({ german: 'A2', english: 'B1' });
    expect(ask('es', text)).toContain('Suman 6 puntos');
  });

  it('reads an age in words, misspelt "fourty" too (59c 2)', () => {
    const text =
      'Mechanical engineer, masters degree from Egypt, ZAB statement says comparable. Job offer 4,300 gross per month in Stuttgart, not in IT. I am fourty-six years old. Blue card?';
    expect(read('en', text)).toMatchObject({ age: 'from40', from45: true, salary: 51_600 });
  });

  it("reads the degree's own rating after the university's (59c 3)", () => {
    const text =
      'Ich bin Chemiker (Master, anabin H+, gleichwertig) aus China, Jobangebot 47.500 Euro/Jahr in Ludwigshafen, 39 Jahre. Blaue Karte oder Fachkraft?';
    expect(read('de', text)).toMatchObject({ recognised: true, occupation: 'blueCardList' });
    expect(ask('de', text)).toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich.');
    // The rating alone, or a statement still awaited, settles nothing.
    expect(read('de', 'Master, anabin H+, Jobangebot 47.500 Euro').recognised).toBeUndefined();
  });

  it('weighs recognition measures for a doctor preparing the Kenntnisprüfung (59c 4, 59d 10)', () => {
    for (const text of [
      'Sehr geehrte Damen und Herren, ich bin Ärztin aus Tunesien, Deutsch B2, möchte die Approbation beantragen und brauche eine Kenntnisprüfung. Welcher Aufenthaltstitel passt?',
      'Ich bin Ärztin aus Syrien, Approbation noch nicht, Kenntnisprüfung geplant, Deutsch B2, kein Jobangebot. Was ist möglich?',
    ]) {
      const reply = ask('de', text);
      expect(reply).toContain('§ 16d Abs. 1 AufenthG');
      expect(reply).not.toContain('englischsprachigen Stellen');
    }
  });

  it('reads a salary range by its low end (59d 1)', () => {
    const text =
      'Salary range offered is 48-53k, degree recognized, job not in shortage list. blue card?';
    const profile = read('en', text);
    expect(profile.salary).toBe(48_000);
    expect(profile.age).toBeUndefined();
    expect(ask('en', text)).not.toContain('the EU Blue Card is possible.');
  });

  it("leaves a nurse assistant's post to show as the degree's job and as qualified work (59d 2)", () => {
    const text =
      'I have a master in economics, recognised in my country of course, but not in Germany. Job offer as a nurse assistant 38k. Can I get the skilled worker visa?';
    const reply = ask('en', text);
    expect(reply).toContain('- To show: A job offer in Germany that fits your qualification');
    expect(reply).toContain(
      '- To show: A job offer in Germany for qualified employment, in any field',
    );
    expect(reply).not.toContain('- Met: A job offer in Germany that fits your qualification');
  });

  it('reads an Ausbildung wished after the studies held as training, not study (59d 3)', () => {
    const text =
      'Sehr geehrte Damen und Herren, ich (40) möchte nach meinem abgeschlossenen Studium noch eine Ausbildung zur Erzieherin machen, Deutsch B2. Geht das?';
    expect(read('de', text)).toMatchObject({ degree: true, wantsTraining: true });
    expect(read('de', text).wantsStudy).toBeUndefined();
    expect(ask('de', text)).toContain('goal=training&qualification=degree');
  });

  it('reads "Studium voll anerkannt" as a recognised degree (59d 4)', () => {
    const text =
      'Mein Gehalt wären 50.699,99 € im Jahr, Studium voll anerkannt, kein Engpassberuf. Reicht das für die Blaue Karte?';
    expect(read('de', text)).toMatchObject({ degree: true, recognised: true });
    expect(ask('de', text)).toContain(
      '- Erfüllt: Ein in Deutschland anerkannter oder mit einem deutschen vergleichbarer Hochschulabschluss',
    );
  });

  it('takes no recognition said of the home country for one in Germany (59d 5)', () => {
    const text =
      'Hab einen Abschluss als Jurist, voll anerkannt sagt man in meinem Land, in DE noch nicht geprüft. Angebot als Softwareentwickler 55k. 35 Jahre. Welche Wege?';
    expect(read('de', text).recognised).not.toBe(true);
    expect(ask('de', text)).not.toContain('recognition=full');
  });

  it('reads years said the century way (59d 6, 7)', () => {
    const text =
      "I graduated in twenty nineteen (computer science, comparable in anabin), now offered 47,000 a year as a data scientist. I'm 30. Does the lower Blue Card threshold apply because I'm a recent graduate?";
    expect(read('en', text).recentGraduate).not.toBe(true);
    expect(ask('en', text)).not.toContain('because you earned your degree in the last three years');
    expect(read('es', 'Terminé en mil novecientos noventa y ocho, tengo 50 años').age).toBe(
      'from40',
    );
  });

  it('weighs the licence for a medical degree without Approbation (59d 8)', () => {
    const text =
      'mi oferta es 52k, pero en bolivianos? no, es en euros, 52 mil brutos anuales. titulo de medicina, sin Approbation. que ruta?';
    expect(read('es', text)).toMatchObject({ degree: true, regulated: true });
    expect(ask('es', text)).not.toContain('¿Tu formación es un título universitario');
  });

  it("refuses the partner's point for a partner with no qualification, in each language (59d 9)", () => {
    for (const [lng, text, refused] of [
      [
        'de',
        'Meine Frau und ich: ich bin 44, Studium nicht geprüft, Deutsch B2, Englisch C1, 5 von 7 Jahren Erfahrung; sie ist 39 und hat keinen Abschluss. Chancenkarte für uns beide?',
        'Ihr Partner oder Ihre Partnerin bringt keinen Punkt',
      ],
      [
        'es',
        'Tengo 33 años, licenciada en contabilidad, alemán B1, inglés B2, 4 años de experiencia. Mi esposo viene conmigo, tiene 35 y no tiene ningún título. ¿Cuántos puntos?',
        'Tu pareja no suma el punto',
      ],
      [
        'en',
        "I'm 30, engineer, German B1, English C1, 3 years experience. My wife comes too, she is 29 and has no qualification. Points?",
        'Your partner adds no point',
      ],
    ] as const) {
      expect(read(lng, text).partnerOwn, text).toMatchObject({ degree: false, vocational: false });
      expect(ask(lng, text), text).toContain(refused);
    }
    // A training named beside a degree denied is not refused: the point stays to weigh.
    const trained =
      'Ich: Master, Deutsch B2. Mein Mann hat keinen Abschluss, aber eine Ausbildung.';
    expect(read('de', trained).partnerOwn).toMatchObject({ degree: false });
    expect(read('de', trained).partnerOwn?.vocational).toBeUndefined();
    expect(ask('de', trained)).not.toContain('Ihr Partner oder Ihre Partnerin bringt keinen Punkt');
  });

  it('reads an age listed with "years" where the work has its own word (59d 11)', () => {
    const text =
      'I have no job offer (yet) and my degree is not recognised (ZAB said not comparable). Bachelor in biology, German B1, English C1, 31 years, 3 years experience 2021-2024. Opportunity card?';
    expect(read('en', text).age).toBe('under35');
    expect(ask('en', text)).toContain('That makes 8 points');
  });

  it('reads "NO tengo reconocimiento" as no recognition for a nurse (59d 12)', () => {
    const text =
      'tengo 34 años, soy enfermera tecnica (3 años de formacion), NO tengo reconocimiento, aleman B2, oferta de hospital 3.100 brutos al mes con TVöD. que puedo hacer?';
    expect(read('es', text).recognised).toBe(false);
    expect(ask('es', text)).toContain(
      '- Falta: La licencia para ejercer la enfermería: tu formación reconocida por completo en Alemania y alemán B2',
    );
  });

  it('puts an electrical engineer said to be in no shortage occupation on the Blue Card list (59c)', () => {
    const text =
      'Bachelor Elektrotechnik (anabin entspricht), kein Engpassberuf laut Arbeitgeber, Angebot 4.250,50 € brutto im Monat. Blaue Karte?';
    expect(read('de', text)).toMatchObject({ occupation: 'blueCardList', salary: 51_006 });
    expect(ask('de', text)).toContain('mindestens 45.934,20 €');
  });
});
