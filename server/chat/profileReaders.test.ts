import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/siteConfig';
import { loadKnowledge } from './knowledge';

const knowledge = loadKnowledge(
  fileURLToPath(new URL('../../locales', import.meta.url)),
  readSiteConfig({}),
);
const read = (lng: 'en' | 'es' | 'de', text: string, year?: number) =>
  knowledge[lng].readProfile(knowledge[lng].spelling(text), year);

describe('what a message states, read by kind of fact', () => {
  it('reads a bare year as a year, not as a salary', () => {
    expect(read('en', "What's the EU Blue Card minimum salary for 2026?").salary).toBeUndefined();
    // The minimum salary is asked, and no amount is read.
    expect(read('de', 'Wie hoch ist das Mindestgehalt für die Blaue Karte EU 2026?')).toEqual({
      salaryAsked: true,
    });
    // Paid each month: twelve a year.
    expect(read('en', 'a salary of €2,026 a month').salary).toBe(2026 * 12);
    expect(read('de', 'Angebot 4.000 € brutto im Monat').salary).toBe(48_000);
    expect(read('es', 'me pagan 3.500 euros al mes').salary).toBe(42_000);
    expect(read('en', 'a salary of €52,000 a year').salary).toBe(52_000);
  });

  it('reads a collective agreement the message denies as none', () => {
    expect(read('de', '45.629 €, Arbeitgeber nicht tarifgebunden').collectiveAgreement).toBe(false);
    expect(read('es', 'el empleador no tiene convenio colectivo').collectiveAgreement).toBe(false);
    expect(read('en', 'the employer has no collective agreement').collectiveAgreement).toBe(false);
    expect(read('en', 'my employer pays under a collective agreement').collectiveAgreement).toBe(
      true,
    );
  });

  it('reads a degree earned in the last three years', () => {
    expect(read('en', "I graduated 2 years ago with a master's").recentGraduate).toBe(true);
    expect(read('de', 'Ich habe vor einem Jahr meinen Master abgeschlossen').recentGraduate).toBe(
      true,
    );
    expect(read('es', 'soy recién egresada de ingeniería').recentGraduate).toBe(true);
    expect(read('en', 'I graduated 5 years ago').recentGraduate).toBe(false);
  });

  // Walk-through 51k W38: the point for a shortage occupation goes, but an engineer, a teacher or
  // a doctor stays on the Blue Card's list (§ 18g (1) sentence 2 names ISCO groups 21, 221, 23),
  // whatever the visitor or the employer calls the job.
  it("takes the visitor's word that an occupation is not in short supply, keeping the Blue Card's list", () => {
    expect(read('en', "I'm an engineer, but it is not a shortage occupation").occupation).toBe(
      'blueCardList',
    );
    expect(read('de', 'Ich bin Lehrerin, das ist hier kein Engpassberuf').occupation).toBe(
      'blueCardList',
    );
    expect(read('es', 'soy médico, pero no es de las que faltan allá').occupation).toBe(
      'blueCardList',
    );
    expect(read('en', 'I work in marketing, not a shortage occupation').occupation).toBe('other');
    expect(read('es', 'soy médico').occupation).toBe('shortage');
  });

  it("reads the rest of the Blue Card's list (§ 18g (1) sentence 2) as its own occupation", () => {
    for (const [lng, text] of [
      ['en', "I'm a chemist"],
      ['en', 'I work as a logistics manager'],
      ['en', 'I am an architect'],
      ['es', 'soy bióloga'],
      ['es', 'trabajo de arquitecta'],
      ['es', 'soy jefe de logística'],
      ['de', 'Ich bin Chemikerin'],
      ['de', 'ich arbeite als Architektin'],
      ['de', 'Ich bin Logistikleiterin'],
    ] as const) {
      expect(read(lng, text).occupation, text).toBe('blueCardList');
    }
    // An engineer named beside it keeps the shortage point; a marketing manager is not listed.
    expect(read('es', 'soy ingeniero químico').occupation).toBe('shortage');
    expect(read('en', "I'm a marketing manager").occupation).toBeUndefined();
  });

  it('counts the year a degree was earned back from the year the case is weighed in', () => {
    expect(
      read('en', 'I completed my bachelor in 2024 and have an offer', 2026).recentGraduate,
    ).toBe(true);
    // 2023, in 2026: within three years only from today's date three years back, which a year
    // alone does not tell (walk-through 51a, P6).
    expect(
      read('en', 'I completed my bachelor in 2023 and have an offer', 2026).recentGraduate,
    ).toBe(undefined);
    expect(read('es', 'me gradué de ingeniería el 2015, tengo oferta', 2026).recentGraduate).toBe(
      false,
    );
    expect(
      read('de', 'Master 2023 abgeschlossen, Angebot über 46.000 €', 2025).recentGraduate,
    ).toBe(true);
    // A year in another part of the message says nothing about the degree.
    expect(read('en', 'I have a master. Is 47,000 enough in 2026?', 2026).recentGraduate).toBe(
      undefined,
    );
    // A year still to come is no degree earned.
    expect(read('en', 'I will finish my master in 2029', 2026).recentGraduate).toBe(undefined);
  });

  it('reads an age said of someone else, or opening a list of facts, but not an amount', () => {
    expect(read('de', 'Unsere Kandidatin ist 34, Deutsch B2').age).toBe('under35');
    expect(read('en', '30, 3-year vocational training, English C1').age).toBe('under35');
    expect(read('de', '44, Berufsausbildung, Deutsch B2')).toMatchObject({
      age: 'from40',
      vocational: true,
    });
    expect(read('en', 'the salary is 48,000 euros').age).toBeUndefined();
  });

  it('reads years out of a period with no word for experience', () => {
    expect(read('en', '5 of last 7, English C1').experience).toBe('fiveOfSeven');
    expect(read('de', 'Deutsch B2, 5 J. in 7').experience).toBe('fiveOfSeven');
    expect(read('en', '3 of the last 5').experience).toBe('threeOfSeven');
  });

  it('reads a degree the message denies as none', () => {
    expect(read('es', 'soy desarrollador sin título').degree).toBe(false);
    expect(read('en', "I'm a self-taught developer with no degree").degree).toBe(false);
  });

  it('reads "a recognised degree" as recognised in Germany, unless another country is named', () => {
    expect(read('en', 'I have a recognised degree').recognised).toBe(true);
    expect(read('de', 'Ich habe einen anerkannten Hochschulabschluss').recognised).toBe(true);
    expect(read('es', 'tengo un título reconocido').recognised).toBe(true);
    expect(
      read('en', 'a business degree recognized in Bolivia (not recognized in Germany)').recognised,
    ).toBe(false);
    expect(
      read('de', 'mit einem in Kolumbien anerkannten Hochschulabschluss').recognised,
    ).toBeUndefined();
  });

  it('reads a training contract, which is not a job offer', () => {
    expect(read('en', 'I have a training contract with a bakery')).toEqual({
      trainingContract: true,
    });
  });

  it('says a salary written in words cannot be read', () => {
    expect(read('en', 'salary: abc').salaryProblem).toBe('format');
    expect(read('es', 'sueldo abc euros').salaryProblem).toBe('format');
    expect(read('en', 'What minimum salary applies?').salaryProblem).toBeUndefined();
    expect(read('en', 'I pay attention to the salary conditions.').salaryProblem).toBeUndefined();
  });
});

describe('the everyday words for occupations, stays and recognitions', () => {
  it('reads the words IT people use for their job as IT, in each language', () => {
    for (const [lng, text] of [
      ['es', 'soy dev backend sin título'],
      ['es', 'trabajo como desarrolladora frontend'],
      ['es', 'soy programador fullstack'],
      ['en', "I'm a fullstack dev"],
      ['en', 'backend developer, no degree'],
      ['de', 'Ich bin Softwareentwickler'],
      ['de', 'Backend-Entwicklerin mit 4 Jahren Erfahrung'],
      ['de', 'Fachinformatiker für Anwendungsentwicklung'],
    ] as const) {
      expect(read(lng, text).occupation, text).toBe('it');
    }
  });

  it('reads an engineer in a German compound as a shortage occupation, a business engineer not', () => {
    expect(read('de', 'Ich bin Maschinenbauingenieur').occupation).toBe('shortage');
    expect(read('de', 'Bauingenieurin mit Master').occupation).toBe('shortage');
    expect(read('es', 'soy ingeniero comercial').occupation).toBe('other');
    expect(read('en', "I'm a business developer").occupation).toBe('other');
  });

  it('reads an electrician as a shortage trade for the points only', () => {
    for (const [lng, text] of [
      ['en', 'I am an electrician'],
      ['es', 'soy electricista'],
      ['de', 'Ausbildung als Elektriker'],
    ] as const) {
      expect(read(lng, text)).toMatchObject({
        occupation: 'shortageOffList',
        skilledTrade: true,
      });
    }
    expect(read('en', 'civil engineer here').skilledTrade).toBeUndefined();
  });

  it('counts a legal stay in any wording, and never a tourist visit', () => {
    for (const [lng, text] of [
      ['en', 'I was an au pair in Germany legally for 12 months in 2023'],
      ['en', 'I lived in Germany for a year as an au pair'],
      ['es', 'estuve un año con visa de estudiante'],
      ['de', 'ich war 1 Jahr als Au-pair in Deutschland'],
    ] as const) {
      expect(read(lng, text).germanStay, text).toBe(true);
    }
    expect(read('en', 'I was in Germany as a tourist for 2 months').germanStay).toBe(false);
    expect(read('es', 'estuve con visa de turista en Alemania').germanStay).toBe(false);
  });

  it('reads a degree stated as recognised as full recognition', () => {
    for (const [lng, text] of [
      ['de', 'Ich habe einen anerkannten Master in Volkswirtschaft'],
      ['de', 'Hochschulabschluss anerkannt'],
      ['de', 'mein Abschluss ist anerkannt'],
      ['es', 'tengo el título homologado'],
      ['es', 'mi título reconocido'],
      ['en', 'degree recognised'],
      ['en', 'my degree is recognized'],
    ] as const) {
      expect(read(lng, text).recognised, text).toBe(true);
    }
  });

  it('does not read a recognition wished for, or one denied, as recognised', () => {
    expect(
      read('en', 'can you help with getting my degree recognized?').recognised,
    ).toBeUndefined();
    expect(read('en', 'not a recognized degree').recognised).toBeUndefined();
    expect(read('de', 'Abschluss in Bolivien anerkannt').recognised).toBeUndefined();
  });

  it('reads vocational training denied as none', () => {
    expect(read('en', 'no degree and no vocational training').vocational).toBeUndefined();
    expect(read('en', 'I have vocational training').vocational).toBe(true);
  });

  it('reads training denied after "ni", "nor" or "weder", and a support job as no training (36w)', () => {
    const selfTaught = read(
      'es',
      'soy programador autodidacta, no tengo título ni técnico ni universitario, pero trabajo 4 años como backend dev',
    );
    // "Ni técnico ni universitario": neither is held, so training is said absent, not unsaid.
    expect(selfTaught.vocational).toBe(false);
    expect(selfTaught.degree).toBe(false);
    expect(read('es', 'no tengo título, trabajo como soporte técnico hace 2 años').vocational).toBe(
      false,
    );
    expect(read('es', 'soy técnico en enfermería').vocational).toBe(true);
    expect(read('en', 'neither a degree nor vocational training').vocational).toBeUndefined();
    expect(read('en', 'I work in technical support, no degree').vocational).toBeUndefined();
    expect(read('de', 'weder Studium noch Berufsausbildung').vocational).toBeUndefined();
  });

  it('reads an age said with "now" (36w)', () => {
    expect(read('de', 'Ich war 2023 als Au-pair in Deutschland, bin jetzt 33').age).toBe('under35');
    expect(read('de', 'Ich bin inzwischen 36, Deutsch B1').age).toBe('from35to39');
    expect(read('en', "I'm now 41 and have German B1").age).toBe('from40');
  });

  it('reads a licence held as a nurse, and a training "reconocida completa", as full recognition (36w)', () => {
    expect(read('es', 'ya tengo mi Berufserlaubnis como enfermera')).toMatchObject({
      recognised: true,
      licensed: true,
    });
    expect(read('es', 'formación técnica reconocida completa').recognised).toBe(true);
    // A licence still wanted is not held.
    expect(
      read('es', 'cómo hago para tener la Berufserlaubnis como enfermera').licensed,
    ).toBeUndefined();
  });

  it('counts no stay that ended before the last five years (36x)', () => {
    const exchange = 'I studied one year in Germany in 2019 as an exchange student.';
    expect(read('en', exchange, 2026).germanStay).toBe(false);
    expect(read('en', exchange, 2023).germanStay).toBe(true);
    expect(
      read('de', 'Ich war 2020 acht Monate als Au-pair in Deutschland.', 2026).germanStay,
    ).toBe(false);
    expect(
      read('es', 'viví en Alemania 8 meses en 2022 con visa de estudiante', 2026).germanStay,
    ).toBe(true);
  });

  it('reads "35 next month" as 34 now (36x)', () => {
    expect(read('en', "I'm 35 next month (34 now), English C1")).toMatchObject({
      age: 'under35',
      nextAge: 35,
    });
    expect(read('de', 'Ich bin 40 nächsten Monat, Deutsch B1').age).toBe('from35to39');
    expect(read('en', "I'm 39 (40 next month)").age).toBe('from35to39');
  });

  it('asks again for an amount written in words, never reads its last word as the amount (36x)', () => {
    const offer = 'an offer of fifty thousand seven hundred euros a year';
    expect(read('en', offer).salaryProblem).toBe('format');
    expect(read('en', offer).salary).toBeUndefined();
    expect(read('es', 'me ofrecen cincuenta mil quinientos euros al año').salary).toBeUndefined();
    expect(read('es', 'me ofrecen 52 mil euros al año').salary).toBe(52_000);
  });

  it('reads a school certificate held with nothing above it, and a wish to study a field (36x)', () => {
    const abitur = read(
      'de',
      'Ich bin 21, habe Abitur in Bolivien gemacht und möchte in Deutschland Informatik studieren. Deutsch B1.',
    );
    expect(abitur).toMatchObject({ schoolOnly: true, degree: false, wantsStudy: true });
    expect(abitur.occupation).toBeUndefined();
    expect(read('es', 'terminé el colegio y quiero estudiar ingeniería').schoolOnly).toBe(true);
    expect(read('de', 'Ich habe Abitur und einen Bachelor in BWL').schoolOnly).toBeUndefined();
  });

  it('reads "Approbation erteilt", a Fachinformatikerin and a bracket after a goal (36x)', () => {
    expect(
      read('de', 'Apothekerin, Studium in Deutschland anerkannt, Approbation erteilt').licensed,
    ).toBe(true);
    // Said not held yet: missing where a route asks it (51c W20).
    expect(read('de', 'Die Berufserlaubnis wurde noch nicht erteilt').licensed).toBe(false);
    expect(
      read(
        'de',
        'Ich bin Fachinformatikerin für Anwendungsentwicklung, Ausbildung in Deutschland voll anerkannt',
      ).vocational,
    ).toBe(true);
    const apprentice = read(
      'en',
      'I am 22, finished high school in Ghana, German B1. I want to do an apprenticeship (Ausbildung) as a mechatronics technician.',
    );
    expect(apprentice).toMatchObject({ wantsTraining: true, schoolOnly: true });
    expect(apprentice.vocational).toBeUndefined();
    expect(apprentice.occupation).toBeUndefined();
  });

  it('reads "no diploma", IT support "done" for years, and a range a few words after the years (36y)', () => {
    expect(read('en', 'I have no diploma at all, I worked in IT support for 2 years').degree).toBe(
      false,
    );
    expect(read('en', 'I have done IT support for 2 years').experience).toBe('twoOfFive');
    // 2018 to 2021, weighed in 2026: two of those years lie in the last seven, none in the last five.
    expect(
      read('en', 'No degree, I worked 3 years as a software developer from 2018 to 2021.', 2026)
        .experience,
    ).toBe('none');
  });

  it('reads occupations in the plural and an employer who wants to hire as the job offer (36z)', () => {
    expect(
      read('es', 'Mi pareja y yo somos médicos, los dos con título sin reconocer').occupation,
    ).toBe('shortage');
    expect(read('de', 'Wir sind beide Ärzte').occupation).toBe('shortage');
    expect(read('en', 'We want to hire a teacher with a partial recognition notice').jobOffer).toBe(
      true,
    );
    expect(
      read('es', 'Queremos contratar a una enfermera con reconocimiento parcial').jobOffer,
    ).toBe(true);
  });

  it('reads the questions for other routes and for "enough"', () => {
    expect(read('en', 'Blue card possible? or any other work visa?').otherRoutes).toBe(true);
    expect(read('de', 'Geht die Blaue Karte, und wenn nicht, was dann?').otherRoutes).toBe(true);
    expect(read('de', 'Welcher Weg passt?').otherRoutes).toBe(true);
    expect(read('es', 'con eso alcanza o es muy poco sueldo?').enough).toBe(true);
  });
});

// Walk-through 36f: the exact messages, and new wordings of each reading the next one may use.
describe('experience, age, partner and graduation read in any wording', () => {
  it('counts no au-pair or volunteer years as professional experience, but the work beside them', () => {
    expect(
      read(
        'en',
        "I'm 28, I worked 2 years as an au pair in Germany, German B1, bachelor in education not recognized.",
      ).experience,
    ).toBeUndefined();
    expect(read('en', "I've been an au pair for 3 years").experience).toBeUndefined();
    expect(read('es', 'hice 2 años de voluntariado en una ONG').experience).toBeUndefined();
    expect(read('de', 'Ich war 2 Jahre als Au-pair in Hamburg.').experience).toBeUndefined();
    expect(
      read('en', 'I worked 5 years as an engineer, and before that 1 year as an au pair')
        .experience,
    ).toBe('fiveOfSeven');
    expect(
      read('de', 'Ich arbeite seit 4 Jahren als Elektriker, davor ein Jahr Freiwilligendienst.')
        .experience,
    ).toBe('threeOfSeven');
  });

  it('reads work experience said with a period, "for the past", "seit", "hace" and "since"', () => {
    expect(
      read(
        'en',
        "I turned 40 last month. I have a bachelor's in accounting from Bolivia, German B1 and an English C1 certificate. I have worked as an accountant for 4 years in the last 6 years. Three years ago I lived in Germany for 8 months as an au pair with a proper visa. No job offer. Can I get the Chancenkarte?",
      ).experience,
    ).toBe('threeOfSeven');
    expect(
      read(
        'en',
        "I'm 38, electrical engineer with a degree that was never assessed in Germany. German A2, English B2, two years of engineering work in the last five years. I only visited Germany on holiday. My husband is also an engineer, his degree is state recognised in Bolivia, he has English B2 and he meets the Opportunity Card requirements himself; we would apply together. Do I reach the points?",
      ).experience,
    ).toBe('twoOfFive');
    expect(
      read(
        'en',
        "I'm 36, I have a computer science degree from Bolivia (never checked in Germany), German A2, English B2 and about two and a half years of work as a developer in the last five years. I've been to Germany twice, both times as a tourist for a few weeks. No job yet. Could I qualify for the Opportunity Card?",
      ).experience,
    ).toBe('twoOfFive');
    expect(
      read(
        'es',
        'Hola! tengo 44, soy ingeniera comercial (licenciatura, no la hice reconocer en Alemania), alemán B2 y inglés C1, y trabajo hace 6 años en lo mío (todo en los últimos 7 años). No tengo oferta. Califico para la chancenkarte con mi edad?',
      ).experience,
    ).toBe('fiveOfSeven');
    expect(
      read(
        'en',
        "I have a 3-year vocational diploma in logistics from Bolivia, state recognised there but never checked in Germany. I've worked as a logistics coordinator for the past 4 years. A German freight company offered me 46,200 € a year; they are not bound by any collective agreement. I speak no German. Which visa fits?",
      ).experience,
    ).toBe('threeOfSeven');
    expect(
      read(
        'de',
        'Guten Tag, ich habe eine dreijährige Ausbildung als Elektriker, in Kolumbien staatlich anerkannt, in Deutschland noch nicht geprüft. Ich arbeite seit 4 Jahren als Elektriker. Ein tarifgebundener Betrieb bietet mir 41.000 € im Jahr nach Tarifvertrag. Welche Möglichkeiten habe ich?',
      ).experience,
    ).toBe('threeOfSeven');
    // New wordings. Three or four recent years without a period hold three of the last seven
    // and two of the last five (walk-through 36g, EN07).
    expect(read('es', 'hace 3 años que trabajo como contadora').experience).toBe('threeOfSeven');
    expect(read('en', "I've been a nurse since 2019", 2026).experience).toBe('fiveOfSeven');
    expect(read('de', 'Ich bin seit 2023 als Schweißer tätig', 2026).experience).toBe(
      'threeOfSeven',
    );
    expect(read('en', 'I have been working as a chef for 6 years').experience).toBe('fiveOfSeven');
    expect(read('es', 'llevo 2 años y medio trabajando de enfermera').experience).toBe('twoOfFive');
  });

  it('takes the years nearest a word for work, never an age, a period or a time ago', () => {
    expect(
      read(
        'es',
        'hola, soy técnica superior en enfermería (3 años), tengo 29 y 6 años trabajando. La oficina del Land me dio reconocimiento parcial, tengo alemán B1 y un hospital en Colonia me ofrece trabajo con 38.000 al año según el TVöD. qué visa me corresponde?',
      ).experience,
    ).toBe('fiveOfSeven');
    expect(
      read('en', 'Three years ago I worked in a bakery for a summer').experience,
    ).toBeUndefined();
    expect(read('de', 'Ich bin 45 Jahre alt und arbeite als Koch').experience).toBeUndefined();
    expect(read('en', 'I worked 2 years, but in the last 10 years').experience).toBe('none');
  });

  it('reads an age said as a birthday', () => {
    expect(
      read(
        'de',
        'Guten Tag, ich bin vor zwei Wochen 35 geworden und Bauingenieurin aus Ecuador. Meinen Abschluss habe ich in Deutschland noch nicht prüfen lassen. Ich habe Deutsch A2, Englisch B2 und drei Jahre Berufserfahrung, alle in den letzten fünf Jahren. Ein Jobangebot habe ich nicht. Reichen meine Punkte für die Chancenkarte?',
      ).age,
    ).toBe('from35to39');
    expect(
      read(
        'en',
        "I'm a 28-year-old nurse from Bolivia with a 5-year licenciatura in nursing and 5 years of hospital work. The authority in Bavaria sent me a notice of partial recognition: I need an adaptation course. My German is B1. I don't have a job offer yet. What can I do?",
      ).age,
    ).toBe('under35');
    expect(read('en', 'I just turned 39 and have German B1').age).toBe('from35to39');
    expect(read('es', 'acabo de cumplir 40, alemán A2').age).toBe('from40');
    expect(read('de', 'Ich bin letzten Monat 34 geworden').age).toBe('under35');
  });

  it('gives the partner point only when the partner is said to qualify', () => {
    expect(
      read(
        'en',
        "I'm 38, electrical engineer with a degree that was never assessed in Germany. German A2, English B2, two years of engineering work in the last five years. I only visited Germany on holiday. My husband is also an engineer, his degree is state recognised in Bolivia, he has English B2 and he meets the Opportunity Card requirements himself; we would apply together. Do I reach the points?",
      ).partner,
    ).toBe(true);
    expect(read('en', 'My wife qualifies too and would apply with me').partner).toBe(true);
    expect(read('es', 'mi esposa también cumple con los requisitos').partner).toBe(true);
    expect(read('de', 'Meine Frau erfüllt alle Voraussetzungen ebenfalls').partner).toBe(true);
    expect(read('en', 'My husband would come with me').partner).toBe(false);
    // Said in a later sentence about the partner.
    expect(
      read('en', 'My wife wants to come. I am 38. She also meets all the requirements.').partner,
    ).toBe(true);
    expect(read('en', 'My wife wants to come. I also meet the requirements.').partner).toBe(false);
  });

  it('reads a degree finished last year as a recent one', () => {
    expect(
      read(
        'de',
        'Guten Tag, ich habe letztes Jahr meinen Bachelor in Betriebswirtschaft abgeschlossen (laut anabin entsprechend) und seitdem ein Jahr gearbeitet. Ein Unternehmen in Köln bietet mir 46.000 Euro jährlich. Kann ich die Blaue Karte bekommen?',
      ).recentGraduate,
    ).toBe(true);
    expect(read('en', 'I finished my bachelor last year').recentGraduate).toBe(true);
    expect(read('es', 'me gradué el año pasado de ingeniería').recentGraduate).toBe(true);
    expect(read('de', 'Abschluss letztes Jahr, Master in Chemie').recentGraduate).toBe(true);
  });

  it('reads no level at all, a collective agreement not known, and only a school certificate', () => {
    expect(
      read(
        'es',
        'hola, tengo 28, soy licenciada en administración de empresas con 5 años de experiencia. Inglés B1, alemán nada todavía. Mi esposo también cumple los requisitos y vendría conmigo. puedo sacar la chancenkarte?',
      ).german,
    ).toBe('none');
    expect(read('en', 'German: none, English B1').german).toBe('none');
    expect(
      read(
        'es',
        'hola, soy ingeniero civil con 5 años de experiencia, mi título sale en anabin como equivalente (H+). Una constructora de Hamburgo me ofrece 45 mil euros al año, no sé si tienen convenio colectivo. me sale la tarjeta azul?',
      ).collectiveAgreement,
    ).toBe('unknown');
    expect(
      read(
        'de',
        'Guten Tag, ich bin 41, ausgebildete Pflegekraft aus Peru. Meine Ausbildung ist in Deutschland voll anerkannt und ich habe die Berufserlaubnis, Deutsch B2. Ein Pflegeheim bietet mir 36.000 € im Jahr, ob es einen Tarifvertrag gibt, weiß ich nicht. Welches Visum passt?',
      ).collectiveAgreement,
    ).toBe('unknown');
    expect(
      read('en', "I'm not sure whether they have a collective agreement").collectiveAgreement,
    ).toBe('unknown');
    expect(
      read(
        'es',
        'hola, tengo 37, solo tengo bachiller pero trabajo hace 8 años en ventas. No hablo alemán. hay forma de irme a trabajar a Alemania? y si no, qué otra opción tengo?',
      ).degree,
    ).toBe(false);
    expect(
      read(
        'en',
        "I don't have any degree, I taught myself programming. I've worked as a backend developer for 4 years, all in the last 6 years, and I'm still working. A startup in Berlin offered me €47,500 gross a year. Is there a visa for someone like me?",
      ).degree,
    ).toBe(false);
  });

  it('reads a range of years worked, an age before a birthday and school alone (36g)', () => {
    expect(
      read('en', "I've worked as a backend developer for 4 years (2021 to 2025)", 2026),
    ).toMatchObject({
      experience: 'threeOfSeven',
    });
    expect(read('es', 'trabajé como contadora de 2015 a 2019', 2026).experience).toBe('none');
    expect(
      read('de', 'Ich habe von 2020 bis 2025 als Elektriker gearbeitet', 2026).experience,
    ).toBe('fiveOfSeven');
    expect(read('de', 'ich werde nächsten Monat 40, bin also noch 39').age).toBe('from35to39');
    expect(read('en', "I'm turning 35 in May").age).toBe('under35');
    expect(read('es', 'no hablo nada de alemán').german).toBe('none');
    expect(read('de', 'Ich habe einen Teilanerkennungsbescheid').partialRecognition).toBe(true);
    expect(read('es', 'mi formación ya está reconocida completamente en Alemania').recognised).toBe(
      true,
    );
    expect(read('en', 'I only have a high school diploma')).toMatchObject({
      schoolOnly: true,
      degree: false,
    });
    expect(read('es', 'solo tengo el título de bachiller').schoolOnly).toBe(true);
    expect(
      read('en', 'I have a high school diploma and a bachelor in law').schoolOnly,
    ).toBeUndefined();
  });
});

describe('a recognition and a training stated in an employer’s or a list’s shape', () => {
  it('reads "(anerkannt)" after a qualification, and a recognised vocational qualification, as full recognition', () => {
    expect(read('de', 'Ich habe Informatik studiert (anerkannt) und bin 29.')).toMatchObject({
      degree: true,
      recognised: true,
    });
    expect(read('es', 'Soy ingeniera civil (reconocido), tengo 31 años.').recognised).toBe(true);
    expect(
      read(
        'en',
        'Our candidate has a recognised vocational qualification as a mechatronics technician.',
      ),
    ).toMatchObject({ vocational: true, recognised: true });
    expect(read('de', 'Er hat eine anerkannte Ausbildung als Elektriker.').recognised).toBe(true);
    expect(read('es', 'Tiene una formación técnica reconocida como electricista.').recognised).toBe(
      true,
    );
    // Denied or named for another country, it stays what it was.
    expect(read('de', 'Koch mit Ausbildung (nicht anerkannt)').recognised).toBe(false);
  });

  it('reads the training of a candidate an employer wants to hire as held, not as a wish to train', () => {
    const cook = read(
      'de',
      'Wir möchten einen Koch mit 3-jähriger Ausbildung aus Ecuador einstellen.',
    );
    expect(cook.vocational).toBe(true);
    expect(cook.wantsTraining).toBeUndefined();
    expect(
      read('en', 'We want to hire an electrician with a 3-year vocational training.').vocational,
    ).toBe(true);
    expect(
      read('es', 'Queremos contratar a una cocinera con formación técnica de 3 años.')
        .wantsTraining,
    ).toBeUndefined();
    // A visitor's own wish stays a wish.
    expect(read('de', 'Ich möchte eine Ausbildung als Koch machen.').wantsTraining).toBe(true);
  });
});

describe('a place to study held', () => {
  it('reads an admission letter or a blocked account stated, not one asked about', () => {
    expect(read('en', 'I have an admission letter and opened a blocked account.')).toMatchObject({
      admissionHeld: true,
      blockedAccountHeld: true,
    });
    expect(read('de', 'Ich habe einen Zulassungsbescheid der TU Berlin.').admissionHeld).toBe(true);
    expect(read('es', 'Ya me admitieron en la maestría.').admissionHeld).toBe(true);
    expect(read('en', 'Do I need an admission letter first?').admissionHeld).toBeUndefined();
    const notYet = read('es', 'aun no me admiten. cuanto tengo q poner en la cuenta bloqueada?');
    expect(notYet.admissionHeld).toBeUndefined();
    expect(notYet.blockedAccountHeld).toBeUndefined();
  });
});
