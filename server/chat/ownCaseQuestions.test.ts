import { describe, expect, it } from 'vitest';
import { askOwnCase as ask } from './ownCaseAsk.testkit';

// The questions in a visitor's case are answered: the route or points asked, "what else?", a job
// offer or pension asked about; a fact not given is asked for and marked "to show", never judged.
// Oracle: the statute and germanyCheck/lawCases.json. The case id in a title (ES14, e10, …) names the walk-through
// message it comes from.

describe('the route or points a question names are answered', () => {
  it('gives the points asked for with the card named, whatever else the message names (ES14)', () => {
    const engineer = ask(
      'es',
      'hola, tengo 38, soy ingeniera química (título no reconocido), 3 años de experiencia en los últimos 5, alemán A2, inglés B2. Mi esposo viene conmigo pero él solo terminó el colegio. Cuántos puntos tengo para la Chancenkarte?',
    );
    // 35–39: 1, A2: 1, 2 of the last 5: 2, engineering in short supply: 1 (§ 20b (1)).
    expect(engineer).toContain('Suman 5 puntos');
    // The husband's school certificate is not hers.
    expect(engineer).not.toContain(
      'Sin un título universitario ni una formación técnica de al menos dos años, la tarjeta',
    );
    expect(engineer).not.toContain('Estudios (§ 16b AufenthG):');
    const accountant = ask(
      'es',
      'tengo 30, soy contadora con licenciatura, 2 años de experiencia en los últimos 5, alemán B1. Mi novio viene conmigo pero él solo tiene el colegio. ¿Cuántos puntos tengo para la Chancenkarte?',
    );
    expect(accountant).toContain('Suman 6 puntos');
    expect(accountant).not.toContain(
      'Sin un título universitario ni una formación técnica de al menos dos años, la tarjeta',
    );
  });

  it('counts the points asked beside the routes (e11, s01)', () => {
    const reply = ask(
      'en',
      'Mechanical engineer, 39, degree not yet checked, 10 years of experience, no German, English B2, job offer 51000 per year. How many points do I have and which visa fits?',
    );
    expect(reply).toContain('Work based on professional experience (§ 19c(2) AufenthG):');
    expect(reply).toContain('That makes 5 points');
    const spanish = ask(
      'es',
      'Tengo 29 años, soy ingeniera de sistemas (título todavía sin revisar en Alemania), 3 años de experiencia, alemán A2, inglés C1, oferta de 46.500 €. ¿Cuántos puntos tengo? ¿Puedo pedir la Blue Card?',
    );
    expect(spanish).toContain('Con lo que escribiste, la Tarjeta Azul UE es posible.');
    expect(spanish).toContain('Suman 7 puntos');
    const german = ask(
      'de',
      'Ich bin 36, Bachelor in Informatik, 4 Jahre Erfahrung, Deutsch B1, Englisch C1, Angebot 48.000 €. Wie viele Punkte hätte ich, und geht die Blaue Karte?',
    );
    expect(german).toContain('Punkte für die Chancenkarte nach Ihren Angaben: 7 (6 nötig).');
    // "Is that enough?" asks about the routes weighed, not for the points (s14).
    const training = ask(
      'es',
      'Quiero hacer una Ausbildung de mecatrónica, tengo 24 años y alemán A1. ¿Es suficiente?',
    );
    expect(training).toContain('§ 16a AufenthG');
    expect(training).not.toContain('Suman');
  });

  it('answers the Opportunity Card named beside the Blue Card (E09)', () => {
    const reply = ask(
      'en',
      "I only finished high school, I'm 24. Self-taught web developer, 5 years working full time for clients in the US. Job offer in Berlin for 55.000 € a year. Can I get a Blue Card? What about the opportunity card?",
    );
    expect(reply).toContain('Opportunity Card (Chancenkarte) (§ 20a AufenthG):');
    expect(reply).toContain('- Missing: A university degree or vocational training');
  });

  it('says which routes need a job offer first (e10)', () => {
    const reply = ask(
      'en',
      'I have a partial recognition notice (Defizitbescheid) for my nursing degree, German B1, 30 years old. What can I do? Do I need a job offer first?',
    );
    expect(reply).toContain('Whether you need a job offer first depends on the route');
    const spanish = ask(
      'es',
      'Tengo una resolución de reconocimiento parcial de mi título de enfermería, alemán B1, 31 años. ¿Necesito una oferta de trabajo antes?',
    );
    expect(spanish).toContain('Si necesitas primero una oferta de trabajo depende de la vía');
  });

  it('answers the pension question by § 18 (2) no. 5 (d02)', () => {
    const reply = ask(
      'de',
      'Ich werde im Juni 45. Informatiker mit anerkanntem Master, Angebot 50.000 €. Blaue Karte? Muss ich etwas zur Rente nachweisen?',
    );
    expect(reply).toContain('Zur Rente: Ab 45 Jahren');
    expect(reply).toContain('für die Blaue Karte EU nie');
    // Turning 45 soon, §§ 18a/18b are weighed beside the Blue Card (walk-through 36l, D02).
    expect(reply).toMatch(
      /Blaue Karte EU \(§ 18g AufenthG\):\n(?:- Erfüllt[^\n]*\n)+(?:[^\n]*\n)?Mit Ihren Angaben ist dieser Weg möglich\./,
    );
    const english = ask(
      'en',
      "I'm 46, engineer with a recognised degree, offer of 60,000 euros. Do I have to prove a pension?",
    );
    expect(english).toContain('On the pension: from age 45');
  });
});

describe('"what else?" is answered with every route the facts allow', () => {
  it('adds the Opportunity Card to the options beside a job offer (EN09)', () => {
    const reply = ask(
      'en',
      "I'm 33 from Ecuador. I have a 2-year technical diploma in logistics, officially recognised in Ecuador but not in Germany. I've worked 6 years as a warehouse supervisor. A German company offers me 42,000 € a year; I don't know whether they have a collective agreement. German A2, English B1. What are my options?",
    );
    expect(reply).toContain('Opportunity Card points from what you wrote: 6 (6 needed).');
    expect(reply).toMatch(
      /Routes open to you .*Opportunity Card \(Chancenkarte\) \(§ 20a AufenthG\)/,
    );
    const other = ask(
      'en',
      "I'm 28, I have a bachelor's in accounting, 5 years of experience in the last 7, German B1. A company offers me 40,000 € a year. Which other options do I have?",
    );
    expect(other).toMatch(/Routes open to you .*Opportunity Card/);
  });

  it('answers "was könnte ich sonst noch tun" with the other routes (D15)', () => {
    const reply = ask(
      'de',
      'Ende Dezember werde ich 35. Sozialarbeiter mit Uni-Abschluss (nicht anerkannt), Deutsch B1, 2 Jahre Erfahrung in den letzten 5. Bekomme ich die Chancenkarte? Was könnte ich sonst noch tun?',
    );
    expect(reply).toContain('Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG):');
    const other = ask(
      'de',
      'Ich bin 30, Bachelor in Biologie, Deutsch B2, 3 Jahre Erfahrung. Reichen die Punkte für die Chancenkarte, und was könnte ich sonst machen?',
    );
    expect(other).toContain('Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG):');
  });

  it('gives the points and the other routes when both are asked (D04)', () => {
    const reply = ask(
      'de',
      'Ich bin 36, Master in BWL (in Deutschland nicht geprüft), 2 Jahre Berufserfahrung, Deutsch A2, Englisch B2, war nur als Touristin in Deutschland. Wie viele Punkte habe ich? Was kann ich sonst machen?',
    );
    expect(reply).toContain('Das sind 4 Punkte');
    expect(reply).toContain('Beschäftigung mit Berufserfahrung (§ 19c Abs. 2 AufenthG):');
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

  it('weighs the Opportunity Card and says why it is closed when nothing else is open', () => {
    const reply = ask(
      'en',
      "I'm 42 and have a 3-year hotel management diploma from Bolivia. I've worked in hotels for 6 years. I don't speak German at all and my English is about B1. No job offer. Can I go to Germany somehow, and if not, what else could I do?",
    );
    expect(reply).toContain('Missing: German A1 or English B2');
    expect(reply).toContain('I also weighed the other routes');
  });
});

describe('a fact not given is asked for and marked "to show", never judged', () => {
  it('asks the age instead of marking "under 35" missing (DE10)', () => {
    const reply = ask(
      'de',
      'Ich bin Elektroniker mit 3-jähriger Ausbildung aus Kolumbien, Deutsch A2. Ein Arbeitgeber in Deutschland will mich einstellen und mit mir eine Anerkennungspartnerschaft eingehen. Die Anerkennung habe ich noch nicht beantragt. Geht das?',
    );
    expect(reply).not.toContain('Fehlt: Unter 35');
    expect(reply).toContain('Wie alt sind Sie?');
    const english = ask(
      'en',
      'I want to look for a training place in Germany as a cook, I have my high school diploma and German B1. Can I come?',
    );
    expect(english).not.toContain('Missing: Under 35');
    expect(english).toContain('- To show: Under 35');
    expect(english).toContain('How old are you?');
  });

  it('asks the IT years instead of judging the Blue Card without them', () => {
    const reply = ask(
      'en',
      "I'm a software developer without a degree, and a Berlin company offers me 48,000 euros a year. Blue Card?",
    );
    expect(reply).toContain('- To show: As an IT specialist');
    expect(reply).toContain('How many years have you worked in your field, and in which years?');
  });

  it('weighs the Blue Card for an offer without a salary and asks for it (E12)', () => {
    const reply = ask(
      'en',
      "I'm a data analyst with a master's, anabin says H+ and 'entspricht'. I'm 27 and got an offer from a company in Berlin. Is it enough for the Blue Card?",
    );
    expect(reply).toContain('EU Blue Card (§ 18g AufenthG):');
    expect(reply).toContain('- To show: A gross salary of at least');
    expect(reply).toContain('What gross salary a year does the offer pay?');
    const german = ask(
      'de',
      'Ich habe einen Master in Maschinenbau, laut anabin H+, bin 31 und habe ein Jobangebot in Hamburg. Bekomme ich die Blaue Karte?',
    );
    expect(german).toContain('Welches Bruttojahresgehalt bietet Ihnen der Arbeitgeber?');
  });

  it('marks the degree to show and asks which it is, never "met"', () => {
    const english = ask(
      'en',
      'My qualification is fully recognised in Germany and I have a job offer of 52,000 € a year. Blue Card?',
    );
    expect(english).toContain('- To show: A university degree recognized in Germany');
    expect(english).toContain('Is your qualification a university degree or vocational training?');
    const german = ask(
      'de',
      'Meine Qualifikation ist in Deutschland voll anerkannt, und ich habe ein Angebot über 53.000 € im Jahr. Blaue Karte?',
    );
    expect(german).not.toContain(
      'Erfüllt: Ein in Deutschland anerkannter oder mit einem deutschen',
    );
    expect(german).toContain(
      'Ist Ihre Qualifikation ein Hochschulabschluss oder eine Berufsausbildung?',
    );
  });

  it('asks the languages and the qualification a points count depends on (D10, S11, D13)', () => {
    expect(
      ask(
        'de',
        'Ich bin 37, Maschinenbauingenieur mit 10 Jahren Erfahrung, ohne Jobangebot. Komme ich mit der Chancenkarte nach Deutschland?',
      ),
    ).toContain('Welches Deutschniveau haben Sie (A1 bis C2)?');
    expect(
      ask(
        'es',
        'Tengo 26 años, licenciatura en contabilidad, 3 años de experiencia, inglés C1. ¿Puedo aplicar a la Chancenkarte? ¿Cuántos puntos tendría?',
      ),
    ).toContain('¿Qué nivel de alemán tienes (A1 a C2)?');
    expect(
      ask(
        'de',
        'Ich bin 29, spreche Deutsch B2 und Englisch C1 und arbeite seit 6 Jahren im Hotel an der Rezeption. Wie viele Punkte habe ich für die Chancenkarte?',
      ),
    ).toContain('Ist Ihre Qualifikation ein Hochschulabschluss oder eine Berufsausbildung?');
  });

  it('never marks a job offer met that the visitor only asks about (e10)', () => {
    const reply = ask(
      'en',
      'I have a partial recognition notice (Defizitbescheid) for my nursing degree, German B1, 30 years old. What can I do? Do I need a job offer first?',
    );
    expect(reply).not.toContain('- Met: A job offer from an employer in Germany');
    expect(reply).toContain('- Missing: A job offer from an employer in Germany');
    const german = ask(
      'de',
      'Ich habe einen Defizitbescheid für meine Pflegeausbildung, Deutsch B1, 29 Jahre. Brauche ich vorher ein Jobangebot?',
    );
    expect(german).not.toContain('- Erfüllt: Ein Arbeitsplatzangebot');
  });
});

describe('"to show" is explained only when a condition is marked so', () => {
  it('says nothing of "to show" when nothing is marked so', () => {
    const blueCard = ask(
      'en',
      'civil engineer here, my degree is recognized, I got an offer for €46,000 per year from a construction company. Blue card yes or no?',
    );
    expect(blueCard).toContain('With what you wrote, the EU Blue Card is possible.');
    expect(blueCard).not.toContain('“to show”');
    const experience = ask(
      'es',
      // Not a trade in short supply: a car mechanic's would also weigh §§ 18a/18b, with their
      // recognition to show.
      'tengo 31 años y un técnico superior en diseño gráfico (3 años, reconocido en Bolivia, no en Alemania), 4 años de experiencia y me ofrecen 46 mil euros al año en una agencia. la empresa no tiene convenio colectivo. puedo ir con el 19c?',
    );
    // The age given: from 45 a higher salary would be to show (§ 1 (2) BeschV).
    const route = experience
      .split('(§ 19c, apartado 2, AufenthG):\n')[1]
      ?.split('\nChancenkarte')[0];
    expect(route).toContain('Con lo que escribiste, esta vía es posible.');
    expect(route).not.toContain('Por demostrar');
    expect(route).not.toContain('«por demostrar»');
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

describe('a coming birthday is answered (walk-through 36l)', () => {
  it('gives the points after a birthday that moves the age row (E03, S04)', () => {
    const english = ask(
      'en',
      "I'm 34 (turning 35 in May), civil engineer with a university degree from Peru, not checked in Germany yet. 3 years of work experience, all in the last 3 years. German A2, English B2. No job offer yet. How many points do I get for the Opportunity Card? And does it change if I apply after my birthday?",
    );
    expect(english).toContain('That makes 6 points');
    expect(english).toContain('Once you turn 35, the age counts 1 point, and your total becomes 5');
    const spanish = ask(
      'es',
      'Cumplo 35 en mayo. Tengo licenciatura en administración de empresas (no reconocida en Alemania), 2 años de experiencia en los últimos 5, inglés C1 y nada de alemán. ¿Cuántos puntos tengo ahora y cuántos después de mayo?',
    );
    expect(spanish).toContain('Cuando cumplas 35, la edad suma 1 punto y tu total pasa a 4');
    const german = ask(
      'de',
      'Ich bin 39 und werde im August 40. Bachelor in Chemie, nicht anerkannt, Deutsch B1, Englisch B2, 5 Jahre Berufserfahrung in den letzten 7. Wie viele Punkte habe ich?',
    );
    expect(german).toContain(
      'Sobald Sie 40 werden, zählt das Alter 0 Punkte, und Ihre Summe wird 6',
    );
  });

  it('weighs §§ 18a/18b with the age rule open when the visitor turns 45 soon (D02)', () => {
    const reply = ask(
      'de',
      'Ich bin 44 und werde im Januar 45. Mein Informatikstudium ist in Deutschland anerkannt. Angebot: 52.000 € brutto im Jahr. Reicht das für die Blaue Karte? Spielt mein Alter eine Rolle?',
    );
    expect(reply).toContain('- Nachzuweisen: Ab 45 Jahren mit einem Bruttogehalt unter 55.770 €');
    expect(reply).toContain('Zu Ihrem Alter: § 18 Abs. 2 Nr. 5 AufenthG stellt auf Ihr Alter');
    const english = ask(
      'en',
      "I'm 44, turning 45 in March. Engineering degree recognised in Germany, job offer of €50,000 a year. Which permit?",
    );
    expect(english).toContain('- To show: At 45 or over, with a gross salary under €55,770');
    expect(english).toContain('On your age: § 18(2) no. 5 AufenthG looks at your age');
  });
});

describe('"what else?" with no job offer names the routes an offer would open (walk-through 36l)', () => {
  it('weighs the Blue Card and §§ 18a/18b beside the Opportunity Card for a recognised degree (E14)', () => {
    const english = ask(
      'en',
      "My degree in economics is already fully recognised in Germany (ZAB says equivalent). I'm 38, no job offer yet. Can I get the Opportunity Card without points? What else could I do?",
    );
    expect(english).toContain('these routes to work need a job offer in Germany');
    expect(english).toMatch(
      /EU Blue Card \(§ 18g AufenthG\):\n(?:- Met[^\n]*\n)*- Missing: A job offer/,
    );
    expect(english).toContain(
      'Skilled worker with a recognized qualification (§§ 18a and 18b AufenthG):',
    );
    const spanish = ask(
      'es',
      'Tengo 31 años, mi título de arquitecta está reconocido completamente en Alemania y todavía no tengo oferta de trabajo. ¿Me dan la Chancenkarte? ¿Qué otras opciones tengo?',
    );
    expect(spanish).toContain('estas vías para trabajar necesitan una oferta de trabajo');
    expect(spanish).toContain(
      'Trabajo calificado con formación reconocida (§§ 18a y 18b AufenthG):',
    );
    const german = ask(
      'de',
      'Mein Maschinenbau-Bachelor ist in Deutschland voll anerkannt, ich bin 36 und habe noch kein Jobangebot. Geht die Chancenkarte? Welche Alternativen habe ich?',
    );
    expect(german).toContain('Blaue Karte EU (§ 18g AufenthG):');
    expect(german).toContain('Fachkraft mit anerkannter Qualifikation (§§ 18a und 18b AufenthG):');
  });
});

describe('"does my age matter?" under 45 is answered: the rule from 45 does not apply (e05)', () => {
  it('says the rule from 45 (§ 18 (2) no. 5 AufenthG, § 1 (2) BeschV) does not apply, in each language', () => {
    const cases = [
      [
        'en',
        "I'm 41, electrician with a 3-year technical diploma, fully recognised by the chamber in Germany. I have a job offer of 36,000 a year. Which routes do I have? Does my age matter?",
        'On your age: the minimum salary or retirement provision asked from age 45, for a first permit under §§ 18a and 18b (§ 18(2) no. 5 AufenthG) and for work by experience under § 19c(2) (§ 1(2) BeschV), does not apply to you',
      ],
      [
        'es',
        'Tengo 43 años, soy ingeniero con título reconocido en Alemania y una oferta de 52.000 € al año. ¿Importa mi edad?',
        'Sobre tu edad: el salario mínimo o la previsión para la vejez que se pide desde los 45 años, para un primer permiso según los §§ 18a y 18b (§ 18, apartado 2, n.º 5 AufenthG)',
      ],
      [
        'de',
        'Ich bin 38, Softwareentwickler mit Bachelor, Angebot 60.000 €. Spielt mein Alter eine Rolle?',
        'Zu Ihrem Alter: Das Mindestgehalt oder die Altersversorgung, die ab 45 für einen ersten Aufenthaltstitel nach §§ 18a und 18b (§ 18 Abs. 2 Nr. 5 AufenthG)',
      ],
    ] as const;
    for (const [lng, text, answer] of cases) expect(ask(lng, text)).toContain(answer);
  });

  it('gives the rule from 45 instead at 46', () => {
    const reply = ask(
      'en',
      "I'm 46, engineer with a degree recognised in Germany, offer of 50,000 euros. Does my age matter?",
    );
    expect(reply).toContain('On the pension: from age 45');
    expect(reply).not.toContain('does not apply to you');
  });
});

describe('a coming birthday that lowers the points is said beside the routes weighed (S02)', () => {
  it('gives the points after turning 40 under the Opportunity Card, in each language', () => {
    const cases = [
      [
        'es',
        'Cumplo 40 el mes que viene. Soy técnico en enfermería (formación de 3 años), sin reconocimiento aún, alemán A2, trabajo de enfermero desde 2019. Una clínica en Colonia me ofrece 34.000 al año. ¿Qué opciones tengo?',
        'Puntos para la Tarjeta de Oportunidades según lo que escribiste: 6 (se necesitan 6).\nCuando cumplas 40, tus puntos pasan a ser 5 (se necesitan 6).',
      ],
      [
        'en',
        "I'm turning 40 next month. Nurse with vocational training, not yet recognised, German A2, working as a nurse since 2019. A clinic in Cologne offers me 34,000 a year. What are my options?",
        'Opportunity Card points from what you wrote: 6 (6 needed).\nOnce you turn 40, your points become 5 (6 needed).',
      ],
      [
        'de',
        'Ich werde nächsten Monat 40. Pflegefachkraft mit dreijähriger Ausbildung, noch nicht anerkannt, Deutsch A2, seit 2019 als Pflegekraft gearbeitet. Eine Klinik in Köln bietet mir 34.000 € im Jahr. Welche Möglichkeiten habe ich?',
        'Punkte für die Chancenkarte nach Ihren Angaben: 6 (6 nötig).\nSobald Sie 40 werden, haben Sie 5 Punkte (6 nötig).',
      ],
    ] as const;
    for (const [lng, text, after] of cases) expect(ask(lng, text), text).toContain(after);
    // A birthday that keeps the age row says nothing.
    expect(
      ask(
        'en',
        "I'm turning 38 next month. Nurse with vocational training, not yet recognised, German A2, working as a nurse since 2019. A clinic in Cologne offers me 34,000 a year. What are my options?",
      ),
    ).not.toContain('Once you turn');
  });
});

describe('the collective agreement § 19c (2) turns on is asked, not left open in silence (E09, S09)', () => {
  it.each([
    [
      'en',
      "I'm an electrician with a 3-year vocational training from Peru, 8 years of experience, German B1. A company in Stuttgart wants to hire me for 42,000 a year. Is that enough?",
      'Does your employer pay under a collective agreement?',
    ],
    [
      'es',
      'Soy electricista con formación técnica de 3 años, 8 años de experiencia, alemán B1. Una empresa en Múnich me ofrece 2.800 euros al mes. ¿Me alcanza?',
      '¿Tu empleador paga según un convenio colectivo?',
    ],
    [
      'de',
      'Ich bin Elektriker mit dreijähriger Ausbildung, 8 Jahre Berufserfahrung, Deutsch B1. Eine Firma in Hamburg bietet mir 40.000 € im Jahr. Reicht das?',
      'Zahlt Ihr Arbeitgeber nach einem Tarifvertrag?',
    ],
  ] as const)('%s: %s', (lng, message, question) => {
    expect(ask(lng, message)).toContain(question);
  });

  it('does not ask when the agreement is said or the salary reaches the threshold', () => {
    const said = ask(
      'en',
      "I'm an electrician with vocational training, 8 years of experience, German B1. A company pays 42,000 a year under a collective agreement. Is that enough?",
    );
    expect(said).not.toContain('Does your employer pay under a collective agreement?');
    const above = ask(
      'en',
      "I'm an electrician with vocational training, 8 years of experience, German B1. A company offers me 47,000 a year. Is that enough?",
    );
    expect(above).not.toContain('Does your employer pay under a collective agreement?');
  });
});

describe('family reunion asked beside a case (walk-through 36w W24)', () => {
  it('says honestly that the site does not cover it and names Make it in Germany, in every language', () => {
    const german = ask(
      'de',
      'Ich bin Maschinenbauingenieur (anerkannt), habe ein Angebot über 57.000 € und bin 33. Kann meine Frau, die Ärztin ist, mitkommen und auch arbeiten?',
    );
    expect(german).toContain('Zum Familiennachzug sagt unsere Website nichts');
    expect(german).toContain('https://www.make-it-in-germany.com/de/');
    expect(german).toContain('Blaue Karte EU');
    const english = ask(
      'en',
      "I'm 31, a civil engineer with a recognised degree and an offer of €56,000 in Hamburg. Can my husband come with me and work there too?",
    );
    expect(english).toContain('our site does not cover family reunion');
    const spanish = ask(
      'es',
      'Tengo 30 años, soy ingeniera con título reconocido y una oferta de 52.000 € en Múnich. ¿Mi esposo puede venir conmigo y trabajar?',
    );
    expect(spanish).toContain('nuestro sitio no trata la reagrupación familiar');
    // A partner told, not asked about, is no question of reunion.
    expect(
      ask(
        'en',
        "I'm 29, software developer with a recognised degree, offer of €52,000. My wife also meets the requirements.",
      ),
    ).not.toContain('family reunion');
  });
});
