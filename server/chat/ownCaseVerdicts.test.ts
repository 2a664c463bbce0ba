// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { askOwnCase as ask } from './ownCaseAsk.testkit';

// The messages of a visitor walk-through (36e), each with the answer the law gives
// (germany-law-cases.md: § 18g, §§ 18a/18b, § 19c (2), § 16d, § 17 (2), § 20b AufenthG).

describe('the Blue Card for the occupations of § 18g', () => {
  it('reads a Spanish "dev backend" without a degree as an IT specialist (§ 18g (2))', () => {
    const reply = ask(
      'es',
      'hola, soy dev backend sin título universitario, 5 años de experiencia en los últimos 7, me ofrecen 48k anuales en Berlín. Me dan la tarjeta azul?',
    );
    expect(reply).toContain('Cumplido: Como especialista en TI');
    expect(reply).toContain('Cumplido: Un salario bruto de al menos €45.934,20 al año');
    expect(reply).toContain('Con lo que escribiste, la Tarjeta Azul UE es posible.');
    expect(reply).not.toContain('Falta');
  });

  it('asks an IT specialist without a degree for a job as one, not one that fits a qualification', () => {
    const reply = ask(
      'en',
      "I'm a software developer without any degree, I've worked 3 of the last 7 years as a dev. A Berlin company offers 48000 EUR/year. Can I get an EU Blue Card?",
    );
    expect(reply).toContain('Met: A job offer in Germany as an IT specialist');
    expect(reply).not.toContain('fits your qualification');
  });

  it('gives a mechanical engineer the shortage threshold of 45,934.20 and cites it when short', () => {
    const enough = ask(
      'de',
      'Ich bin Maschinenbauingenieur, mein Abschluss ist anerkannt, und ich habe ein Angebot über 46.000 € im Jahr. Bekomme ich die Blaue Karte?',
    );
    expect(enough).toContain('Erfüllt: Ein Bruttogehalt von mindestens 45.934,20 €');
    expect(enough).toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich.');
    const short = ask(
      'de',
      'Ich bin Maschinenbauingenieur, Abschluss anerkannt, und habe ein Angebot über 45.934 € im Jahr. Reicht das für die Blaue Karte als Engpassberuf?',
    );
    expect(short).toContain('Fehlt: Ein Bruttogehalt von mindestens 45.934,20 €');
    // 50.700 € is named only as the threshold the lower one replaces.
    expect(short).not.toContain('mindestens 50.700');
    expect(short).toContain('Die niedrigere Schwelle gilt statt 50.700 €');
  });

  it('does not give an electrician the lower threshold of the § 18g shortage list', () => {
    const reply = ask(
      'en',
      "I'm 47, an electrician with a vocational qualification fully recognized in Germany, offer of €50,000 a year. I have no private pension savings. Can I get the skilled worker visa?",
    );
    expect(reply).not.toContain('your occupation is one in short supply');
    expect(reply).toContain('Missing: A gross salary of at least €50,700 a year');
    // § 19c (2) has no age rule: it is weighed beside §§ 18a/18b's salary floor from 45.
    expect(reply).toContain('Work based on professional experience (§ 19c(2) AufenthG):');
  });
});

describe('a recognition stated in any wording', () => {
  it('reads "anerkannter Master" and "Hochschulabschluss anerkannt" as recognised', () => {
    for (const text of [
      'Ich habe einen anerkannten Master in Volkswirtschaft und ein Angebot über 50.700 € brutto im Jahr als Analyst (kein Engpassberuf, Abschluss 2015). Bekomme ich die Blaue Karte?',
      'Ich bin 52, Hochschulabschluss anerkannt, Angebot über 55.000 € als Projektleiter (kein Engpassberuf), keine Altersvorsorge. Bekomme ich die Blaue Karte trotz meines Alters?',
    ]) {
      const reply = ask('de', text);
      expect(reply).toContain('Erfüllt: Ein in Deutschland anerkannter oder mit einem deutschen');
      expect(reply).not.toContain('Nachzuweisen: Ein in Deutschland anerkannter oder mit');
    }
  });
});

describe('the other routes, when the visitor asks for them', () => {
  it('gives a fully recognised nurse with B2 and an offer § 18a when she asks "¿alcanza?"', () => {
    const reply = ask(
      'es',
      'hola soy enfermero, tengo 30 años, mi título ya está totalmente reconocido en Alemania (tengo la Berufserlaubnis) y alemán B2. un hospital me ofrece 36.000 € al año. con eso alcanza o es muy poco sueldo?',
    );
    expect(reply).toContain('Enfermería (§ 18a AufenthG):');
    expect(reply).toMatch(/Vías abiertas para ti con lo que escribiste .*: Enfermería \(§ 18a/);
  });

  it('gives a recognised degree under the Blue Card threshold § 18b, and § 19c (2) with experience', () => {
    const english = ask(
      'en',
      'I graduated in 2018 in communications, degree is recognized, and I have a job offer for 48,000 euros as a PR manager (not a shortage occupation). Can I get the Blue Card? If not, what else?',
    );
    expect(english).toContain('Missing: A gross salary of at least €50,700');
    expect(english).toMatch(
      /Routes open to you .*: Skilled worker with a recognized qualification/,
    );
    const german = ask(
      'de',
      'Ich habe vor 6 Jahren Marketing studiert (Abschluss anerkannt), 4 Jahre Erfahrung, und ein Angebot über 50.000 € im Jahr. Kein Engpassberuf. Geht die Blaue Karte, und wenn nicht, was dann?',
    );
    expect(german).toContain('Fachkraft mit anerkannter Qualifikation (§§ 18a und 18b AufenthG):');
    expect(german).toContain('Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG):');
    expect(german).toMatch(/offene Wege .*Fachkraft .*; Beschäftigung mit Berufserfahrung/);
  });

  it('answers "is that enough?" for a job with every open route, not the Blue Card alone', () => {
    const reply = ask(
      'en',
      'I have a recognized degree in marketing and an offer of 48,000 euros. Is that enough?',
    );
    expect(reply).toContain('Missing: A gross salary of at least €50,700');
    expect(reply).toMatch(/Routes open to you .*: Skilled worker with a recognized qualification/);
  });

  it('says none of the other routes fits a self-taught programmer with two years', () => {
    const reply = ask(
      'en',
      'self-taught programmer, no degree and no vocational training, only 2 years of experience. I have an offer of 60.000 € in Munich. Blue card possible? or any other work visa?',
    );
    expect(reply).toContain('Missing: As an IT specialist: three years of IT experience');
    expect(reply).toContain('I also weighed the other routes to work in Germany');
    expect(reply).not.toContain('fits your qualification');
  });

  it('gives a nurse with B1 and an employer who supports the recognition § 18a and § 16d (3)', () => {
    const reply = ask(
      'de',
      'Ich bin Pflegefachkraft aus Bolivien, Deutsch B1, Anerkennung noch nicht beantragt, und ein Krankenhaus möchte mich einstellen und unterstützt die Anerkennung. Welcher Weg passt?',
    );
    expect(reply).toContain('Pflege (§ 18a AufenthG):');
    expect(reply).toContain('Fehlt: Deutsch B2');
    expect(reply).toContain('Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):');
    expect(reply).not.toContain('sagt unsere Website nichts');
  });
});

describe('the Opportunity Card and study, as asked', () => {
  it('counts a legal stay however it is worded', () => {
    const reply = ask(
      'en',
      "I'm 40. 2 year vocational electrician diploma, the German authority gave me partial recognition. German A1, no work experience, I was an au pair in Germany legally for 12 months in 2023. Do I qualify for the Opportunity Card?",
    );
    expect(reply).toContain('A legal stay in Germany of six months or more');
    expect(reply).toContain('That makes 6 points');
  });

  it('gives the points, and § 16d (1), to an electrician with a partial notice who also says Ausbildung', () => {
    const reply = ask(
      'de',
      'Ich bin 41, Ausbildung als Elektriker mit Teilanerkennung (Defizitbescheid), Deutsch A2, keine Berufserfahrung, nie in Deutschland gewesen. Reicht das für die Chancenkarte?',
    );
    expect(reply).toContain('Teilweise Anerkennung Ihrer Qualifikation in Deutschland: 4 Punkte');
    expect(reply).toContain('Das sind 6 Punkte');
    expect(reply).toContain('(§ 16d Abs. 1 AufenthG):');
    expect(reply).not.toContain('§ 16a');
  });

  it('gives the points to a visitor who names the card and an Ausbildung she has', () => {
    const reply = ask(
      'de',
      'Ich bin 30, habe eine Ausbildung als Elektriker, Deutsch B1, 3 Jahre Erfahrung. Reicht das für die Chancenkarte?',
    );
    expect(reply).toContain('Das sind 7 Punkte');
    expect(reply).not.toContain('§ 16a');
  });

  it('gives a business engineer ("ingeniero comercial") no shortage point', () => {
    const reply = ask(
      'es',
      'tengo 45 años, ingeniero comercial, alemán B2 e inglés C1, 5 años de experiencia en los últimos 7. me dijeron que despues de los 45 ya no se puede sacar la chancenkarte, es cierto?',
    );
    expect(reply).toContain('Suman 7 puntos');
    expect(reply).not.toContain('Una formación en una profesión que falta en Alemania: 1 punto');
  });

  it('reads "postular" to a master’s as applying for a place (§ 17 (2)), not for a job', () => {
    const reply = ask(
      'es',
      'tengo licenciatura en biologia y quiero hacer una maestria en alemania pero aun no me admiten. puedo ir a postular alla? y cuanto tengo q poner en la cuenta bloqueada?',
    );
    expect(reply).toContain('(§ 17, apartado 2, AufenthG):');
    expect(reply).toMatch(/€992 al mes, €11\.904 al año/);
    expect(reply).not.toContain('talent-profile');
  });
});

describe('how to read "to show"', () => {
  it('says nothing of "to show" when nothing is marked so', () => {
    const blueCard = ask(
      'en',
      'civil engineer here, my degree is recognized, I got an offer for €46,000 per year from a construction company. Blue card yes or no?',
    );
    expect(blueCard).toContain('With what you wrote, the EU Blue Card is possible.');
    expect(blueCard).not.toContain('“to show”');
    const experience = ask(
      'es',
      'tengo un técnico superior en mecánica automotriz (3 años, reconocido en Bolivia, no en Alemania), 4 años de experiencia y me ofrecen 46 mil euros al año en un taller. la empresa no tiene convenio colectivo. puedo ir con el 19c?',
    );
    expect(experience).toContain('Con lo que escribiste, esta vía es posible.');
    expect(experience).not.toContain('«por demostrar»');
  });

  it('says how to read it when a condition is marked so', () => {
    // The Opportunity Card is possible; its proof of funds is to show.
    const reply = ask(
      'en',
      'Im 39, I have a 2-year vocational diploma as electrician and got a partial recognition notice from the German authority (need adaptation course). German only A1, no real work experience. I lived legally in Germany for a year as an au pair in 2023. Can I get the opportunity card?',
    );
    expect(reply).toContain(
      'With what you wrote, this route is possible. What is marked “to show” you prove with your documents.',
    );
  });
});

// Walk-through 36f: the exact messages, then new wordings of the same cases.
describe('the Opportunity Card by the law (walk-through 36f)', () => {
  it('counts experience and a qualifying partner in the points', () => {
    expect(
      ask(
        'en',
        "I turned 40 last month. I have a bachelor's in accounting from Bolivia, German B1 and an English C1 certificate. I have worked as an accountant for 4 years in the last 6 years. Three years ago I lived in Germany for 8 months as an au pair with a proper visa. No job offer. Can I get the Chancenkarte?",
      ),
    ).toContain('That makes 6 points');
    expect(
      ask(
        'en',
        "I'm 38, electrical engineer with a degree that was never assessed in Germany. German A2, English B2, two years of engineering work in the last five years. I only visited Germany on holiday. My husband is also an engineer, his degree is state recognised in Bolivia, he has English B2 and he meets the Opportunity Card requirements himself; we would apply together. Do I reach the points?",
      ),
    ).toContain('That makes 6 points');
    expect(
      ask(
        'es',
        'Hola! tengo 44, soy ingeniera comercial (licenciatura, no la hice reconocer en Alemania), alemán B2 y inglés C1, y trabajo hace 6 años en lo mío (todo en los últimos 7 años). No tengo oferta. Califico para la chancenkarte con mi edad?',
      ),
    ).toContain('Suman 7 puntos');
    expect(
      ask(
        'en',
        "I'm a 28-year-old nurse from Bolivia with a 5-year licenciatura in nursing and 5 years of hospital work. The authority in Bavaria sent me a notice of partial recognition: I need an adaptation course. My German is B1. I don't have a job offer yet. What can I do?",
      ),
    ).toContain('Opportunity Card points from what you wrote: 12');
    expect(
      ask(
        'de',
        'Guten Tag, ich bin vor zwei Wochen 35 geworden und Bauingenieurin aus Ecuador. Meinen Abschluss habe ich in Deutschland noch nicht prüfen lassen. Ich habe Deutsch A2, Englisch B2 und drei Jahre Berufserfahrung, alle in den letzten fünf Jahren. Ein Jobangebot habe ich nicht. Reichen meine Punkte für die Chancenkarte?',
      ),
    ).toContain('35 bis 39 Jahre: 1 Punkt');
    expect(
      ask(
        'en',
        "I'm 37, civil engineer, German A2, I've been working as an engineer since 2022, and my wife qualifies too and applies with me. Enough points for the Opportunity Card?",
      ),
    ).toContain('That makes 6 points');
  });

  it('rules the card out when the languages miss A1 German and B2 English, whatever the points', () => {
    const reply = ask(
      'es',
      'hola, tengo 28, soy licenciada en administración de empresas con 5 años de experiencia. Inglés B1, alemán nada todavía. Mi esposo también cumple los requisitos y vendría conmigo. puedo sacar la chancenkarte?',
    );
    expect(reply).toContain('Suman 6 puntos');
    expect(reply).toContain('la tarjeta no es posible');
    expect(reply).not.toContain('te alcanzan');
    const other = ask(
      'de',
      'Ich bin 30, Bachelor in Chemie, 6 Jahre Berufserfahrung, Deutsch: keine, Englisch B1, meine Frau erfüllt die Voraussetzungen auch. Reichen meine Punkte für die Chancenkarte?',
    );
    expect(other).toContain('unabhängig von den Punkten nicht möglich');
    expect(other).not.toContain('Ihre Punkte reichen also');
  });
});

describe('the routes to work by the law (walk-through 36f)', () => {
  it('reads "for the past 4 years" and "seit 4 Jahren" as experience for § 19c (2)', () => {
    const english = ask(
      'en',
      "I have a 3-year vocational diploma in logistics from Bolivia, state recognised there but never checked in Germany. I've worked as a logistics coordinator for the past 4 years. A German freight company offered me 46,200 € a year; they are not bound by any collective agreement. I speak no German. Which visa fits?",
    );
    expect(english).toContain(
      'Met: Two years of professional experience in your field in the last five',
    );
    expect(english).not.toContain('your professional experience');
    const german = ask(
      'de',
      'Guten Tag, ich habe eine dreijährige Ausbildung als Elektriker, in Kolumbien staatlich anerkannt, in Deutschland noch nicht geprüft. Ich arbeite seit 4 Jahren als Elektriker. Ein tarifgebundener Betrieb bietet mir 41.000 € im Jahr nach Tarifvertrag. Welche Möglichkeiten habe ich?',
    );
    expect(german).toContain(
      'Erfüllt: Zwei Jahre Berufserfahrung in Ihrem Fach in den letzten fünf',
    );
    expect(german).toContain('Fehlt: Ein in Deutschland anerkannter oder mit einem deutschen');
    const spanish = ask(
      'es',
      'tengo formación técnica de 3 años en soldadura, hace 4 años que trabajo como soldador y una empresa alemana me ofrece 47.000 € al año. ¿me sirve la vía por experiencia?',
    );
    expect(spanish).toContain(
      'Cumplido: Dos años de experiencia laboral en tu área en los últimos cinco',
    );
  });

  it('marks an unknown collective agreement to show, and weighs § 18b beside a closed Blue Card', () => {
    const reply = ask(
      'es',
      'hola, soy ingeniero civil con 5 años de experiencia, mi título sale en anabin como equivalente (H+). Una constructora de Hamburgo me ofrece 45 mil euros al año, no sé si tienen convenio colectivo. me sale la tarjeta azul?',
    );
    expect(reply).toContain('Por demostrar: Tu salario es menor a €45.630');
    expect(reply).toContain('Trabajo calificado con formación reconocida (§§ 18a y 18b AufenthG):');
    expect(reply).not.toContain('ninguna de estas vías es posible');
    const nurse = ask(
      'de',
      'Guten Tag, ich bin 41, ausgebildete Pflegekraft aus Peru. Meine Ausbildung ist in Deutschland voll anerkannt und ich habe die Berufserlaubnis, Deutsch B2. Ein Pflegeheim bietet mir 36.000 € im Jahr, ob es einen Tarifvertrag gibt, weiß ich nicht. Welches Visum passt?',
    );
    expect(nurse).toContain('Nachzuweisen: Ihr Gehalt liegt unter 45.630 €');
    expect(nurse).not.toContain('Erfüllt: Ihr Gehalt liegt unter');
    expect(nurse).toContain('Fehlt: Ein in Deutschland anerkannter oder mit einem deutschen');
    for (const text of [
      "I'm a marketing manager, 33, with a business degree from 2016. Anabin lists my university as H+ and the ZAB statement says my degree is comparable to a German one. I have 7 years of experience. A company in Frankfurt offered me 50,650 euros gross per year. Can I get the EU Blue Card?",
      "My master's in finance is comparable according to anabin, I'm 36 with 6 years of experience, and I have an offer of €49,000 a year as a controller. Blue Card?",
    ]) {
      const blueCard = ask('en', text);
      expect(blueCard).toContain('Skilled worker with a recognized qualification (§§ 18a and 18b');
      expect(blueCard).toContain('Routes open to you with what you wrote');
    }
  });

  it('gives a recent graduate the lower Blue Card threshold in any language', () => {
    expect(
      ask(
        'de',
        'Guten Tag, ich habe letztes Jahr meinen Bachelor in Betriebswirtschaft abgeschlossen (laut anabin entsprechend) und seitdem ein Jahr gearbeitet. Ein Unternehmen in Köln bietet mir 46.000 Euro jährlich. Kann ich die Blaue Karte bekommen?',
      ),
    ).toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich.');
    expect(
      ask(
        'es',
        'me gradué el año pasado de licenciada en economía, mi título es comparable según anabin y me ofrecen 46.500 € al año. ¿me dan la tarjeta azul?',
      ),
    ).toContain('Con lo que escribiste, la Tarjeta Azul UE es posible.');
  });

  it('shows a missing degree as missing on the Blue Card, never met or to show', () => {
    const trade = ask(
      'en',
      "I'm 51 and my mechatronics training was fully recognised as equivalent by the IHK. I've got 20 years of experience. A firm offered me a job at 49,000 euros a year, and they pay according to the IG Metall collective agreement. Will my age be a problem?",
    );
    expect(trade).toContain('Missing: A university degree recognized in Germany');
    const selfTaught = ask(
      'en',
      "I don't have any degree, I taught myself programming. I've worked as a backend developer for 4 years, all in the last 6 years, and I'm still working. A startup in Berlin offered me €47,500 gross a year. Is there a visa for someone like me?",
    );
    expect(selfTaught).toContain('Met: As an IT specialist: three years of IT experience');
    expect(selfTaught).not.toContain('To show: A university degree');
    const comparable = ask(
      'de',
      'Guten Tag, ich bin 44, Diplom-Betriebswirt, die ZAB hat meinen Abschluss als vergleichbar bewertet. Ich habe 12 Jahre Berufserfahrung im Controlling. Mir wurden 50.699,99 € brutto im Jahr angeboten. Reicht das für die Blaue Karte?',
    );
    expect(comparable).toContain(
      'Erfüllt: Ein in Deutschland anerkannter oder mit einem deutschen',
    );
    expect(comparable).toContain('Fachkraft mit anerkannter Qualifikation (§§ 18a und 18b');
  });
});

describe('"if not, what else?" and the routes to train or study (walk-through 36f)', () => {
  it('weighs the Opportunity Card and says why it is closed when nothing else is open', () => {
    const reply = ask(
      'en',
      "I'm 42 and have a 3-year hotel management diploma from Bolivia. I've worked in hotels for 6 years. I don't speak German at all and my English is about B1. No job offer. Can I go to Germany somehow, and if not, what else could I do?",
    );
    expect(reply).toContain('Missing: German A1 or English B2');
    expect(reply).toContain('I also weighed the other routes');
  });

  it('gives a school leaver the training and study routes, § 17 (1) closed at 37', () => {
    for (const text of [
      'hola, tengo 37, solo tengo bachiller pero trabajo hace 8 años en ventas. No hablo alemán. hay forma de irme a trabajar a Alemania? y si no, qué otra opción tengo?',
      'tengo 38, solo el colegio, alemán A1, trabajo en atención al cliente hace 5 años. ¿qué alternativas tengo para irme a Alemania?',
    ]) {
      const reply = ask('es', text);
      expect(reply).toContain('Formación profesional (Ausbildung) (§ 16a AufenthG):');
      expect(reply).toContain('Falta: Menos de 35 años');
      expect(reply).toContain('Estudios (§ 16b AufenthG):');
    }
  });

  it('adds the routes a job offer would open to the points when alternatives are asked', () => {
    const reply = ask(
      'de',
      'Guten Tag, ich bin 38 und habe eine zweijährige Ausbildung als Koch (in Deutschland nicht anerkannt), Deutsch A2 und 5 Jahre Erfahrung in den letzten 7 Jahren. Ich habe kein Jobangebot. Reicht das für die Chancenkarte, und falls nicht, welche Alternativen habe ich?',
    );
    expect(reply).toContain('Das sind 5 Punkte');
    expect(reply).toContain('Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG):');
    expect(reply).toContain('Anerkennungspartnerschaft (§ 16d Abs. 3 AufenthG):');
    const english = ask(
      'en',
      "I'm 36, a chef with a 3-year vocational diploma, German A2, 5 years of experience in the last 7, no job offer. Enough points for the Opportunity Card? If not, what are my options?",
    );
    expect(english).toContain('these routes to work need a job offer in Germany');
  });

  it('answers wanting an Ausbildung with § 16a and § 17 (1), and applying from Germany with § 17 (2)', () => {
    for (const text of [
      "I'm 20, I just finished high school (bachiller) in Santa Cruz and my German is B1. I'd like to train as an electrician in Germany but I have no training contract yet. Is that possible?",
      "I'm 22, high school only, German B1, and I want to train as a cook in Germany. How?",
    ]) {
      const reply = ask('en', text);
      expect(reply).toContain('Vocational training (Ausbildung) (§ 16a AufenthG):');
      expect(reply).toContain('Search for a training place (§ 17(1) AufenthG):');
      expect(reply).not.toContain('Studies (§ 16b');
    }
    for (const text of [
      'Guten Tag, ich bin 21, habe in Peru die Schule abgeschlossen und spreche Deutsch B2. Ich möchte zuerst nach Deutschland einreisen und mich dort vor Ort an Hochschulen bewerben. Geht das?',
      'Ich bin 19, Abitur in Chile, Deutsch B1. Kann ich nach Deutschland kommen und mich dort an Universitäten bewerben?',
    ]) {
      expect(ask('de', text)).toContain('Studienbewerbung (§ 17 Abs. 2 AufenthG):');
    }
  });
});

// Walk-through 36g: facts stated in wordings the chat did not read (germany-law-cases.md).
describe('the own-case facts of walk-through 36g', () => {
  it('counts years of IT work given as a range of years for § 18g (2) (EN07)', () => {
    for (const text of [
      "I have no degree and no formal training, I'm self-taught, but I've worked as a backend developer for 4 years (2021 to 2025). A German company offered me 48,000 € per year. Is there a visa for me?",
      "No degree, I've been working as a software developer from 2022 to 2026. A Berlin company offers me 48,000 € a year. Can I get the Blue Card?",
    ]) {
      const reply = ask('en', text);
      expect(reply).toContain(
        'Met: As an IT specialist: three years of IT experience in the last seven',
      );
      expect(reply).toContain('With what you wrote, the EU Blue Card is possible.');
    }
  });

  it('reads an age said relative to a coming birthday (DE02)', () => {
    const reply = ask(
      'de',
      'Guten Tag, ich werde nächsten Monat 40, bin also noch 39. Ich habe einen Bachelor in Betriebswirtschaft (nicht anerkannt), 5 Jahre Berufserfahrung in den letzten 7 Jahren, Deutsch B1, Englisch B2. Bekomme ich die Chancenkarte?',
    );
    expect(reply).toContain('35 bis 39 Jahre: 1 Punkt');
    expect(reply).toContain('Das sind 6 Punkte');
    const spanish = ask(
      'es',
      'Voy a cumplir 35 en marzo, soy contadora con título (no reconocido), alemán B1, 5 años de experiencia en los últimos 7. ¿Me alcanza para la Chancenkarte?',
    );
    expect(spanish).toContain('Menos de 35 años: 2 puntos');
  });

  it('reads a partial recognition notice named as one word (DE03)', () => {
    for (const text of [
      'Ich bin 42 und habe einen Teilanerkennungsbescheid (Defizitbescheid) für meine Ausbildung als Physiotherapeutin. Deutsch B1, 3 Jahre Berufserfahrung in den letzten 5 Jahren, kein Jobangebot. Welche Möglichkeiten habe ich?',
      'Ich bin 42, Physiotherapeutin mit Ausbildung, und habe einen Defizitbescheid. Deutsch B1, 3 Jahre Berufserfahrung in den letzten 5 Jahren, kein Jobangebot. Welche Möglichkeiten habe ich?',
    ]) {
      const reply = ask('de', text);
      expect(reply).toContain('Punkte für die Chancenkarte nach Ihren Angaben: 8 (6 nötig).');
      expect(reply).toContain('Visum für Anerkennungsmaßnahmen (§ 16d Abs. 1 AufenthG)');
      expect(reply).not.toContain('noch keiner');
    }
  });

  it('reads a full recognition in any wording (DE15, ES11, DE08)', () => {
    const nurse = ask(
      'de',
      'Ich bin 41, Pflegefachfrau mit Ausbildung, meine Anerkennung ist vollständig und ich habe die Berufserlaubnis. Deutsch B2. Eine Klinik bietet mir 39.000 € im Jahr nach TVöD. Welcher Weg passt?',
    );
    expect(nurse).toContain('Erfüllt: Die Anerkennung Ihrer Pflegequalifikation in Deutschland');
    expect(nurse).not.toContain('Anerkennungspartnerschaft (§ 16d Abs. 3');
    const mechanic = ask(
      'es',
      'Tengo 50 años, soy técnico en mecánica automotriz y mi formación ya está reconocida completamente en Alemania. Tengo una oferta de 48.000 euros al año. Me dan la visa de trabajador calificado?',
    );
    expect(mechanic).toContain(
      'Cumplido: Un título universitario reconocido en Alemania o comparable',
    );
    const engineer = ask(
      'de',
      'Ich bin 46 Jahre alt, Wirtschaftsingenieur mit vergleichbarem Abschluss, und habe ein Angebot über 55.000 € im Jahr. Bin ich zu alt für die Blaue Karte oder die Fachkräfte-Aufenthaltserlaubnis?',
    );
    expect(engineer).toContain(
      'Erfüllt: Ein in Deutschland anerkannter oder mit einem deutschen vergleichbarer Hochschulabschluss',
    );
    expect(engineer).toContain('Blaue Karte EU (§ 18g AufenthG):');
    const english = ask(
      'en',
      "I'm 41, a nurse with vocational training, my recognition is complete and I have the license to practise. German B2. A hospital offers me €39,000 a year. Which route fits?",
    );
    expect(english).not.toContain('Recognition partnership (§ 16d(3)');
  });

  it('reads German denied in a longer wording as none (ES05)', () => {
    const reply = ask(
      'es',
      'Hola, tengo 28, soy ingeniero industrial (no reconocido aún), 6 años de experiencia en los últimos 7, no hablo nada de alemán y mi inglés es B1. Puedo ir con la Chancenkarte?',
    );
    expect(reply).toContain('la tarjeta no es posible, sin importar los puntos');
    expect(reply).not.toContain('te alcanzan');
    const english = ask(
      'en',
      "I'm 28, an engineer, 6 years of experience in the last 7, I don't speak any German and my English is B1. Can I get the Opportunity Card?",
    );
    expect(english).toContain('not possible with what you wrote, whatever the points');
  });

  it('closes the points and the skilled routes to a school certificate alone (EN13)', () => {
    const reply = ask(
      'en',
      "I'm 42, I only have a high school diploma, I've worked 10 years in sales. German A2, no job offer. Can I get the Opportunity Card? If not, what else could I do?",
    );
    expect(reply).toContain('With only a school certificate, the card is not possible');
    expect(reply).not.toContain('could add points');
    // The work routes are closed too (§ 20a (4), §§ 18a/18b, § 19c (2), § 16d): training or study.
    expect(reply).toContain('so a job offer would not open them either');
    expect(reply).not.toContain('- Met: A university degree or vocational training');
    expect(reply).toContain('Vocational training (Ausbildung) (§ 16a AufenthG):');
    const german = ask(
      'de',
      'Ich bin 42, habe nur das Abitur gemacht und arbeite seit 10 Jahren im Verkauf. Deutsch A2. Reicht das für die Chancenkarte?',
    );
    expect(german).toContain('Mit nur einem Schulabschluss ist die Chancenkarte');
  });

  it('weighs training beside study for school alone when the visitor asks what else (ES15)', () => {
    for (const text of [
      'tengo 41, solo bachillerato, trabajé 8 años de cajera en un súper, no hablo alemán. Cómo puedo irme a Alemania? y si no se puede, qué otra opción tengo?',
      'tengo 42, solo tengo bachillerato del colegio, trabajé 10 años en ventas, alemán A2, sin oferta de trabajo. me dan la Chancenkarte? si no, qué más puedo hacer?',
    ]) {
      const reply = ask('es', text);
      expect(reply).toContain('Formación profesional (Ausbildung) (§ 16a AufenthG):');
      expect(reply).toContain('- Falta: Menos de 35 años');
    }
  });
});
