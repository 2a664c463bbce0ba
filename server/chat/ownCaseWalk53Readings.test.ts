import { describe, expect, it } from 'vitest';
import { askAs, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Walk-throughs 53a and 53b: facts misread from the message, and questions left unanswered.
// Oracle: DE44 (a legal stay), DE51/DE52 (a regulated profession's licence); the statute for the
// rest: § 18 (2) no. 3 AufenthG (the licence only where the job needs it), § 16d (3) (a job
// offer from the employer), § 20 (1) no. 1 and (2) (the search after studies), § 20b (the
// partner's point asks a qualification of the partner too).

describe('a stay told before the partner in one sentence (53b W5)', () => {
  it('is the visitor’s, and earns the point', () => {
    const text =
      'Tengo 34 años, soy licenciada en administración, título H+ en anabin, alemán A2, inglés B2, 2 años de experiencia en los últimos 5. Hice un año de au pair en Hamburgo en 2022 y mi pareja también es licenciada con inglés B2, nos vamos juntos. ¿Cuántos puntos tengo?';
    expect(read('es', text).germanStay).toBe(true);
    expect(ask('es', text)).toContain('Suman 6 puntos');
  });

  it('still leaves out what the partner is said to have done', () => {
    const text =
      'Tengo 30 años y alemán B1. Mi hermano vivió dos años en Alemania y mi esposa es enfermera.';
    expect(read('es', text).germanStay).toBeUndefined();
  });
});

describe('an employer who wants to employ a candidate (53b W18)', () => {
  it('states the job offer the recognition partnership needs', () => {
    const text =
      'Wir sind eine Arztpraxis und wollen einen Arzt aus Bolivien (Teilanerkennung: Defizitbescheid, Kenntnisprüfung nötig) als Assistenzarzt beschäftigen. Deutsch C1, 38 Jahre. Welche Aufenthaltserlaubnis kommt in Frage?';
    expect(read('de', text).jobOffer).toBe(true);
    const partnership = askAs('european_company', 'de', text)
      .replace(/\u00ad/g, '')
      .split('Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):')[1];
    expect(partnership?.split('\n').slice(0, 7).join('\n')).not.toContain('Fehlt');
  });
});

describe('a lawyer hired for work that is not practising law (53b W24)', () => {
  it('needs no admission: the routes weigh her degree, not a licence', () => {
    const text =
      'Guten Tag, wir möchten eine Juristin aus Argentinien (Abschluss nicht anerkannt, Deutsch C1, 35 Jahre) als Compliance-Referentin einstellen, Gehalt 58.000 €. Braucht sie eine Anerkennung als Anwältin? Welche Aufenthaltserlaubnis?';
    expect(read('de', text).regulated).toBeUndefined();
    expect(askAs('european_company', 'de', text)).toContain(
      'Nach Ihren Angaben offene Wege (möglich, oder möglich, sobald Sie das Markierte nachweisen): Blaue Karte EU',
    );
    expect(
      read('es', 'Soy abogada y me ofrecen un puesto de cumplimiento normativo.').regulated,
    ).toBeUndefined();
  });

  it('still needs the licence to work as a lawyer', () => {
    expect(read('en', 'I am a lawyer and a law firm wants to hire me as a lawyer.').regulated).toBe(
      true,
    );
  });
});

describe('a licence to use the professional title (53b W23)', () => {
  it('is held when it "liegt vor"', () => {
    const text =
      'Ich bin Physiotherapeut aus Mexiko (4 Jahre Uni), 30 Jahre, Deutsch B2, Anerkennungsbescheid: volle Gleichwertigkeit, Erlaubnis zum Führen der Berufsbezeichnung liegt vor. Angebot einer Praxis: 36.000 € im Jahr, kein Tarif. Welche Wege habe ich?';
    expect(read('de', text).licensed).toBe(true);
    const skilled = ask('de', text).split(
      'Fachkraft mit anerkannter Qualifikation (§§ 18a und 18b AufenthG):',
    )[1];
    expect(skilled).toMatch(/^[^]*?Mit Ihren Angaben ist dieser Weg möglich\./);
  });
});

describe('studies made in Germany before, told with years of work (53b W9, W34)', () => {
  it('are a stay, not a wish to study: the routes to work are weighed', () => {
    const teacher =
      'Soy profesora de primaria con título de la normal, 39 años, alemán B2, 8 años de experiencia. Estuve 7 meses en Alemania en 2021 haciendo un curso de idioma con visa de estudiante de idioma. No tengo oferta. ¿Qué me conviene?';
    expect(read('es', teacher).otherRoutes).toBe(true);
    expect(ask('es', teacher)).toContain(
      'Puntos para la Tarjeta de Oportunidades según lo que escribiste: 8',
    );
    expect(ask('es', teacher)).not.toContain('Estudios (§ 16b AufenthG)');
    const master =
      "I'm a high school teacher of mathematics from Chile, 34, degree not recognised yet but I applied and the decision is pending. German B1, English B2, 7 years of teaching until now. I did my master's in Germany from 2021 to 2023 (student visa). No job offer yet. What are my options?";
    expect(read('en', master).germanStay).toBe(true);
    expect(ask('en', master)).not.toContain('Study (§ 16b AufenthG)');
  });

  it('still weighs studies for one who wants them', () => {
    const text =
      'Soy ingeniero con 5 años de experiencia, 30 años, alemán B1. Quiero hacer una maestría en Alemania, ¿qué necesito?';
    expect(ask('es', text)).toContain('Estudios (§ 16b AufenthG)');
  });
});

describe('a degree dated by a range (53b W34)', () => {
  it('was earned in the range’s last year', () => {
    const text = 'Hice mi maestría en Alemania de 2022 a 2024 con visa de estudiante.';
    expect(read('es', text).recentGraduate).toBe(true);
  });
});

describe('work beside studies and after them (53b W8, W22)', () => {
  it('answers "nebenbei arbeiten" of one who wants to study with § 16b (3)', () => {
    const text =
      'Ich bin 24, habe Abitur aus Kolumbien und Deutsch B2. Ich will in Deutschland Maschinenbau studieren, hab aber noch keine Zulassung. Und kann ich nebenbei arbeiten?';
    expect(ask('de', text)).toContain('140 Arbeitstagen im Jahr');
  });

  it('answers working after a German degree with § 20, not with today’s work routes', () => {
    const text =
      'tengo licenciatura en biología (2023), 25 años, inglés C1, quiero hacer una maestría en Alemania pero todavía no tengo admisión. También quisiera saber si después puedo trabajar allá.';
    const reply = ask('es', text);
    expect(reply).toContain('hasta 18 meses para buscar trabajo');
    expect(reply).toContain('§ 20, apartado 1, n.º 1, y apartado 2, AufenthG');
    expect(reply).not.toContain('€50.700');
    expect(
      ask(
        'en',
        'I want to do a master in Germany, I have a bachelor, English C1. Can I stay and work there after graduating?',
      ),
    ).toContain('up to 18 months to look for work');
  });
});

describe('a question for both partners (53a W52, 53b W10, W33)', () => {
  it('weighs the visitor’s case and the partner’s own count, with no note that contradicts it', () => {
    const couple =
      'Somos pareja: yo tengo 40 años, soy abogada con título, alemán A1, inglés B2, 10 años de experiencia; mi esposo tiene 36, es técnico electricista con instituto de 3 años, alemán B1, 4 años de experiencia. ¿Cuál de los dos puede pedir la Chancenkarte?';
    const both = ask('es', couple);
    expect(both).toContain('Con lo que escribiste de tu pareja, suma 5 puntos propios');
    expect(both).not.toContain('También preguntaste por el caso de otra persona');
    const each =
      "Me and my boyfriend both want to go. I'm a dental technician (3 year training, 5 yrs experience, 30 years old, German A2, English B1). He is a civil engineer with a recognised degree. I have no job offer, he has one for €55,000. What can each of us do?";
    const reply = ask('en', each);
    expect(read('en', each).jobOffer).toBe(false);
    expect(reply).toContain('Opportunity Card points from what you wrote: 6');
    expect(reply).toContain('You also asked about another person');
    expect(
      read('en', 'I am 30, German B1. My wife comes too. Do we both qualify?').otherPersonAsked,
    ).toBe(true);
    expect(read('en', 'I am 30, German B1. Do I qualify?').otherPersonAsked).toBeUndefined();
  });
});

describe('a partner said to hold no qualification (53b W4, W20)', () => {
  it('earns no point, and the reply says why', () => {
    const text =
      'Hola! tengo 35 años, soy contadora con título universitario, alemán A2, inglés B2, 3 años de experiencia en los últimos 5. Mi esposo también viene pero él solo tiene bachillerato. ¿Me alcanza para la Chancenkarte?';
    expect(read('es', text).partner).toBe(false);
    expect(ask('es', text)).toContain('Tu pareja no suma el punto');
    const cook =
      'ich bin 39, Lehrerin aus Peru (Universitätsabschluss), Deutsch B2, 6 Jahre Berufserfahrung bis 2025. Mein Mann ist Koch ohne Ausbildung. Wie viele Punkte habe ich?';
    expect(ask('de', cook)).toContain('bringt keinen Punkt');
  });

  it('still asks about a partner only mentioned', () => {
    const text = 'I am 33, nurse with a degree, German B1. My husband comes too. Points?';
    expect(ask('en', text)).toContain('From what you wrote I cannot tell that they do');
  });
});

describe('a degree not checked yet (53a W17)', () => {
  it('is a degree held, its comparability to show', () => {
    const text =
      "I graduated in computer science 2 years ago in Colombia (haven't checked the degree in Germany yet) and I got an offer of 45,935 EUR in Munich. Blue Card?";
    expect(read('en', text).degree).toBe(true);
    expect(ask('en', text)).toContain('To show: A university degree recognized in Germany');
    expect(ask('en', text)).not.toContain('three years of IT experience');
  });
});

describe('trial work on the Opportunity Card (53a W35)', () => {
  it('answers "zur Probe arbeiten" with § 20a (2)', () => {
    const text =
      'Wir haben eine Bewerberin aus Peru, 34, mit Hochschulabschluss (noch nicht anerkannt), 4 Jahre Berufserfahrung, kein Deutsch, Englisch B2. Kann sie mit einer Chancenkarte kommen und bei uns zur Probe arbeiten?';
    expect(askAs('european_company', 'de', text)).toContain(
      'Probebeschäftigungen von jeweils bis zu zwei Wochen',
    );
  });
});

describe('what the visitor would have to earn for the Blue Card (53a W13)', () => {
  it('gives the threshold of their occupation, the job supposed only to show it', () => {
    const text =
      'dos preguntas: cuánto tendría que ganar para la Blue Card si soy desarrollador con título de ingeniería de sistemas? y mi hermano que es cocinero sin título pero con 8 años de experiencia, puede ir a trabajar?';
    const reply = ask('es', text);
    expect(reply).toContain('Un salario bruto de al menos €45.934,20 al año, el umbral más bajo');
    expect(reply).toContain(
      'Por demostrar: Una oferta de trabajo en Alemania acorde a tu formación',
    );
    expect(reply).not.toContain('Cumplido: Una oferta de trabajo');
    expect(reply).toContain('También preguntaste por el caso de otra persona');
  });
});

describe('where a lawyer’s licence binds (53b W24)', () => {
  it('says it beside the routes of a compliance job', () => {
    const text =
      'Guten Tag, wir möchten eine Juristin aus Argentinien (Abschluss nicht anerkannt, Deutsch C1, 35 Jahre) als Compliance-Referentin einstellen, Gehalt 58.000 €. Braucht sie eine Anerkennung als Anwältin? Welche Aufenthaltserlaubnis?';
    expect(askAs('european_company', 'de', text)).toContain(
      'Eine Stelle, in der Sie den reglementierten Beruf selbst nicht ausüben',
    );
  });
});

describe('waiting on an authority, not on us (53d W36)', () => {
  it('is no situation with the company: the case is weighed whole', () => {
    const text =
      "Hey, I'm 38 and a chemical engineer from Peru, my university shows H+ in anabin and I applied for the ZAB statement 2 months ago, still waiting. German B1, English B2. A company near Leverkusen offers me 49k gross. My fiancée (not married yet) is a nurse. What are my chances?";
    const reply = ask('en', text);
    expect(reply).not.toContain("I'm sorry you're still waiting");
    expect(reply).not.toContain('Nursing (§§ 18a and 18b AufenthG)');
    expect(reply).not.toContain('How old are you?');
    expect(
      ask(
        'en',
        'I filled the pre-evaluation form two weeks ago and I am still waiting. Can you check?',
      ),
    ).toContain("I'm sorry you're still waiting");
  });
});

describe('a degree "LL.B. equivalent" (53d W29)', () => {
  it('names the degree, not a recognition; "not recognised" stands', () => {
    const text =
      'Our law firm in Munich wants to hire a Peruvian lawyer (LL.B. equivalent, 34, German B2) as a paralegal/foreign law consultant, not as a Rechtsanwalt. Salary 44k. Degree not recognised. What are the options?';
    expect(read('en', text).recognised).toBe(false);
    expect(read('en', 'My degree was assessed as equivalent by the ZAB.').recognised).toBe(true);
  });
});

describe('a pharmacist an employer hires, without the Approbation (53d W12)', () => {
  it('is regulated, and her licence is missing', () => {
    const text =
      'Hola, somos una farmacia en Múnich y queremos contratar a una farmacéutica boliviana de 33 años. Tiene su licenciatura en bioquímica y farmacia, todavía sin Approbation, alemán B1. ¿Cuánto tenemos que pagarle como mínimo y qué visa le corresponde?';
    expect(read('es', text)).toMatchObject({ regulated: true, licensed: false });
    expect(read('en', "I'm a doctor, no Approbation yet.").licensed).toBe(false);
    expect(read('en', "Do I need an Approbation? I'm a doctor.").licensed).toBeUndefined();
    expect(read('es', 'Trabajo para una farmacéutica en Lima.').regulated).toBeUndefined();
  });
});

describe('a partner the visitor is not married to (53d W8)', () => {
  it('earns no point, and the reply says why', () => {
    const text =
      'Soy arquitecto, 36 años, título de la UCB sin revisar todavía, 6 años trabajando de arquitecto. Alemán B1, inglés B2. Mi pareja (vivimos juntos hace 4 años, no casados) es ingeniera de sistemas con título y alemán A2, y también quiere sacar la Chancenkarte conmigo. ¿Cuántos puntos tengo yo?';
    expect(read('es', text)).toMatchObject({ partner: false, partnerUnmarried: true });
    expect(ask('es', text)).toContain('Tu pareja no suma el punto mientras no estén casados');
  });
});

describe('a year of volunteer service beside a tourist trip (53d W54, W56)', () => {
  it('is a legal stay that earns the point', () => {
    const text =
      'Hallo, ich bin 36, Logistiktechnikerin (3-jährige staatliche Ausbildung), seit 2023 in der Logistik tätig. Deutsch A2, Englisch C1. 2022 habe ich ein Jahr Bundesfreiwilligendienst in Deutschland gemacht, 2024 war ich zwei Wochen als Touristin da. Reicht es für die Chancenkarte?';
    expect(read('de', text).germanStay).toBe(true);
  });
});

describe('a course’s length beside dated work (53c W9, W67)', () => {
  it('is no experience: work from 2018 to 2021 misses the last five years', () => {
    const text =
      'Soy técnico electricista (3 años de instituto), trabajé de electricista de 2018 a 2021 y desde ahí estoy en otra cosa. Una empresa me ofrece 46.000 al año y tienen convenio colectivo. Tengo 30 años y alemán A2.';
    expect(read('es', text).experience).toBe('none');
    expect(
      read('en', "I'm a dental technician (3 year training, 5 yrs experience).").experience,
    ).toBe('fiveOfSeven');
  });
});

describe('what an employer must pay at least (53a W26, W27)', () => {
  it('adds comparable pay (§ 39) to the thresholds', () => {
    const text =
      'Guten Tag, wir möchten eine Pflegefachkraft aus Kolumbien einstellen, ihre Anerkennung läuft noch. Sie hat Deutsch B1. Was muss sie mitbringen und was müssen wir ihr mindestens zahlen?';
    expect(askAs('european_company', 'de', text)).toContain(
      'nicht ungünstiger sind als bei vergleichbaren inländischen Beschäftigten (§ 39 AufenthG',
    );
  });

  it('reads "a recognised computer science degree" in the question as recognised', () => {
    const text =
      "What is the minimum we must pay a 47 year old software architect from Brazil with a recognised computer science degree? We're not bound by a collective agreement.";
    expect(read('en', text).recognised).toBe(true);
    expect(
      read('en', 'Do I need a recognised computer science degree for the Blue Card?').recognised,
    ).toBeUndefined();
  });
});

describe('facts said in other words (53c W46, W76, W20)', () => {
  it('reads "45 thousand euros" as the offer’s salary, by the amount module’s own words', () => {
    expect(read('en', 'Offer: 45 thousand euros a year in Berlin.').salary).toBe(45_000);
    expect(read('de', 'Angebot: 45 Tausend Euro im Jahr.').salary).toBe(45_000);
  });

  it('counts a partner who "also has enough points"', () => {
    const text =
      "My wife and I both want the Opportunity Card. I'm 37, pharmacist with a degree (not recognised), 4 years experience up to now, German A2, English B2. She's a teacher with a degree, German B1, she also has enough points. How many points do I have?";
    expect(read('en', text).partner).toBe(true);
  });

  it('weighs every route for "Gibt es für mich einen Weg nach Deutschland?"', () => {
    const text =
      'Ich bin 41, habe keine Ausbildung und kein Studium, nur Abitur, und arbeite seit 8 Jahren im Vertrieb. Deutsch B1. Gibt es für mich einen Weg nach Deutschland?';
    expect(ask('de', text)).toContain('Ausbildung (§ 16a AufenthG):');
  });
});

describe('the pay of today beside the offer (53e W79, W93)', () => {
  it('reads the German offer, not the salary at home', () => {
    expect(
      read('es', 'gano 2.000 al mes en Bolivia y me ofrecen 48.000 al año en Alemania.').salary,
    ).toBe(48_000);
    const text =
      'My old salary in Bolivia was 1,500 a month. Now a German firm offers me €52,000 gross a year as a civil engineer, degree recognised, I’m 39. Which routes?';
    expect(read('en', text).salary).toBe(52_000);
    // Alone, an amount is still read.
    expect(read('en', 'I earn 3000 a month. Is that enough for the Blue Card?').salary).toBe(
      36_000,
    );
  });
});

describe('whose age and years a message tells (53e W74, 53f W54)', () => {
  it('leaves a son’s age to him, when the visitor speaks of themselves', () => {
    const text =
      "Two things: I'm 38 with a master's in civil engineering, German B1, no offer yet — can I come to look for work, and can my 16-year-old son come with me?";
    expect(read('en', text).age).toBe('from35to39');
    expect(read('es', 'Tengo 35 años y mi hijo de 16 años viene conmigo.').age).toBe('from35to39');
    expect(read('de', 'Mein Bruder ist 36, Deutsch B2. Wie viele Punkte hat er?').age).toBe(
      'from35to39',
    );
  });

  it('reads an age listed between commas as no years of work', () => {
    const text =
      'Eine Krankenschwester mit Bachelor in Pflege, voll anerkannt (Berufsurkunde liegt vor), 30 Jahre, soll bei uns auf Station arbeiten, 46.000 € brutto. Bekommt sie die Blaue Karte oder was sonst?';
    expect(read('de', text)).toMatchObject({ age: 'under35' });
    expect(read('de', text).experience).toBeUndefined();
    expect(read('de', 'Ich bin Pflegerin, 30 Jahre, 5 Jahre Berufserfahrung.').experience).toBe(
      'fiveOfSeven',
    );
  });
});

describe('a clause on someone else inside the visitor’s sentence (53f W56, W51, W20)', () => {
  it('is theirs: a wife’s years, a colleague’s offer, a partner’s English', () => {
    const wife =
      'Soy profe de matemáticas de secundaria, 39 años, título de licenciatura no reconocido, alemán B2, 8 años de experiencia, mi esposa es contadora con inglés B2 y 2 años de experiencia, tiene 37. ¿Cuántos puntos tengo? ¿Y ella suma?';
    expect(read('es', wife)).toMatchObject({ experience: 'fiveOfSeven', age: 'from35to39' });
    const colleague =
      'Mein Kollege und ich wollen nach Deutschland: er hat 5 Jahre IT-Erfahrung ohne Abschluss und ein Angebot über 47.000 €. Ich habe einen Bachelor in BWL (nicht geprüft) und Deutsch B2, bin 29, kein Angebot. Was geht für mich?';
    expect(read('de', colleague)).toMatchObject({ jobOffer: false, degree: true });
    expect(read('de', colleague).salary).toBeUndefined();
    const partnerFirst =
      'Mi pareja es ingeniera y tiene inglés B2, yo tengo técnico medio de 3 años en electricidad, alemán A1, 33 años, 4 años de experiencia en los últimos 5. ¿Cuántos puntos tengo?';
    expect(read('es', partnerFirst).english).toBeUndefined();
    expect(read('es', partnerFirst)).toMatchObject({ skilledTrade: true, german: 'A1' });
  });
});

describe('two periods of work told as ranges, and no pension from 45 (53e W94, 53f W11)', () => {
  it('adds up "de 2017 a 2019 y de 2023 hasta hoy" window by window', () => {
    const text =
      'Hola, soy técnico en redes, sin título universitario, trabajé de 2017 a 2019 y de 2023 hasta hoy en TI. Me ofrecen 47.000 al año. ¿Blue Card?';
    expect(read('es', text).experience).toBe('threeOfSeven');
  });

  it('misses §§ 18a/18b at 45 under the floor with "no pension plan"', () => {
    const text =
      "I'm 45, mechanical engineer, my degree is fully recognised, job offer 50,000 EUR gross a year. I have no pension plan in my country. Which visa works?";
    expect(ask('en', text)).toContain(
      '- Missing: At 45 or over, with a gross salary under €55,770 a year',
    );
  });
});

describe('walk-throughs 53e, 53g, 53h', () => {
  it('reads "5 years in total, only 1 in the last 5" as no points for experience (53e W83)', () => {
    const text =
      "I'm 29, economist with a bachelor's (not recognised), German A2, English B2. I have 5 years of experience in total, but only 1 of them in the last 5 years. How many points?";
    expect(read('en', text).experience).toBe('threeOfSevenEarlier');
  });

  it('reads a degree finished in Germany as recognised', () => {
    expect(
      read('en', "I finished my master's in Germany in 2024, I'm 30, German B1.").recognised,
    ).toBe(true);
    expect(
      read('de', 'Brauche ich einen deutschen Hochschulabschluss?').recognised,
    ).toBeUndefined();
  });

  it('reads "sin ningún título ni formación" as no qualification (53h W13)', () => {
    const text =
      '¿Podemos contratar a un cocinero boliviano sin ningún título ni formación, pero con 6 años de experiencia? Le pagaríamos 46.000 € y tenemos convenio colectivo.';
    expect(read('es', text)).toMatchObject({ schoolOnly: true, degree: false });
    expect(askAs('european_company', 'es', text)).toContain(
      '- Falta: Un título universitario o una formación técnica de al menos dos años',
    );
  });

  it('weighs the work routes for a recognised physiotherapist, not studies (53h W35)', () => {
    const text =
      'Bin 34, Physiotherapeut mit Bachelor, Anerkennungsbescheid ist vollständig, kein Jobangebot, Deutsch B2. Was kann ich machen?';
    expect(read('de', text).recognised).toBe(true);
    const reply = ask('de', text);
    expect(reply).toContain('Chancenkarte (§ 20a AufenthG):');
    expect(reply).not.toContain('Studium (§ 16b AufenthG)');
  });

  it('takes a threshold asked about for no salary offered (53h W30)', () => {
    const text =
      'Muss unsere neue Mitarbeiterin (Buchhalterin, Bachelor voll anerkannt, 29 Jahre) mindestens 45.630 € verdienen?';
    expect(read('de', text).salary).toBeUndefined();
    expect(
      read('en', 'We offer at least 50,000 a year. Is that enough for the Blue Card?').salary,
    ).toBe(50_000);
  });

  it('marks a doctor’s licence missing when "no tengo la Approbation" (53h W4)', () => {
    const text =
      'Me acabo de graduar de medicina en la UMSA, tengo 26, quiero hacer la especialidad en Alemania. Tengo B2 de alemán pero no tengo la Approbation todavía ni ningún bescheid. ¿Qué opciones tengo?';
    expect(ask('es', text)).not.toContain(
      'Cumplido: Una profesión no regulada en Alemania o, si lo está',
    );
  });

  it('counts a wife who "cumple todo para la chancenkarte" (53g W64)', () => {
    const text =
      'Soy contador, 30 años. Mi esposa es ingeniera con alemán B1 y cumple todo para la chancenkarte. ¿Cuántos puntos tengo?';
    expect(read('es', text).partner).toBe(true);
  });
});
