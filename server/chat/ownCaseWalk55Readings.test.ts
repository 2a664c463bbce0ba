import { describe, expect, it } from 'vitest';
import { askAs, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 55: what stop 54's walk-throughs left known but unfixed, and walk-throughs 55a and 55b.
// Oracle: § 20b (1) no. 11 AufenthG (the partner's point needs a partner who comes and meets the
// card's requirements).

describe('a partner the visitor says does not come (stop 54, known)', () => {
  const text =
    'Tengo 34 años, soy ingeniera de sistemas con título, 6 años de experiencia, alemán A2, inglés B2. Mi esposo no viene conmigo. ¿Cuántos puntos tengo para la Chancenkarte?';

  it('earns no point, and the reply does not ask about their requirements', () => {
    expect(read('es', text).partner).toBe(false);
    const reply = ask('es', text);
    expect(reply).toContain('Suman 7 puntos');
    expect(reply).not.toContain('Tu pareja suma 1 punto solo si');
    expect(reply).not.toMatch(/cónyuge o pareja registrada/);
  });

  it('differs from a partner who comes but is not said to qualify', () => {
    const comes =
      'I am 34, software engineer with a degree, 6 years experience, German A2, my wife comes with me. How many points?';
    expect(ask('en', comes)).toContain('Your partner adds 1 point only if');
  });
});

describe('a partner named after the visitor in one sentence (stop 55)', () => {
  it('is told of in the parts that follow, until the visitor speaks again', () => {
    const text =
      'Ich bin 34, Softwareentwicklerin mit Abschluss, 6 Jahre Erfahrung, Deutsch A2. Ich möchte meinen Mann mitnehmen, er ist Ingenieur mit Abschluss, Deutsch B1, 34, 3 Jahre Erfahrung. Wie viele Punkte habe ich?';
    const profile = read('de', text);
    expect(profile.german).toBe('A2');
    expect(profile.partnerOwn).toMatchObject({ german: 'B1', age: 'under35' });
    expect(ask('de', text)).toContain('Das sind 8 Punkte');
  });

  it('is named in the accusative too', () => {
    const text =
      'Ich bin 34, Softwareentwicklerin mit Abschluss, 6 Jahre Erfahrung, Deutsch A2. Ich komme ohne meinen Mann. Wie viele Punkte habe ich?';
    expect(read('de', text).partner).toBe(false);
    expect(ask('de', text)).not.toContain('Ihr Partner oder Ihre Partnerin bringt nur dann');
  });
});

// Walk-through 55b. Oracle: DE31/DE29 (anabin H+ rates the university; the degree's
// comparability is still to show), DE46 (a registered partner's point), § 20b (1) no. 6.
describe('a university listed H+ with the degree itself not checked (55b W42, W45)', () => {
  it('leaves the degree to show, in German and in English', () => {
    const de =
      'Ich bin Bauingenieur, 41, meine Uni steht in anabin als H+, den Abschluss selbst habe ich noch nicht geprüft. Jobangebot 48.000 brutto, Firma nicht tarifgebunden, 2 Jahre Erfahrung in den letzten 5. Blaue Karte möglich?';
    const en =
      "My university is listed as H+ in anabin, but I haven't had the degree itself checked. I'm a civil engineer, 41, with a job offer of €48,000, the company has no collective agreement, 2 years of experience in the last 5. Can I get the Blue Card?";
    for (const [lng, text] of [
      ['de', de],
      ['en', en],
    ] as const) {
      const profile = read(lng, text);
      expect(profile.degree).toBe(true);
      expect(profile.recognised).toBeUndefined();
    }
    const reply = ask('en', en);
    expect(reply).toContain(
      '- To show: A university degree recognized in Germany or comparable to a German one',
    );
    expect(reply).toMatch(
      /§ 19c\(2\) AufenthG\):(?:\n- Met: [^\n]+)+\nWith what you wrote, this route is possible\./,
    );
  });
});

describe('years of experience beside an offer not yet made (55b W43, W72)', () => {
  it('keep their points: the "kein" is the offer’s', () => {
    const text =
      'Ich bin Anwältin aus Chile, 39, Deutsch C1. Ich habe 8 Jahre Berufserfahrung und noch kein Angebot. Wie viele Punkte habe ich?';
    expect(read('de', text)).toMatchObject({ experience: 'fiveOfSeven', jobOffer: false });
    expect(ask('de', text)).toContain('Das sind 7 Punkte');
    expect(
      read('de', 'Ich bin 30, Deutsch B1. Berufserfahrung habe ich keine. Punkte?'),
    ).toMatchObject({
      experience: 'none',
    });
  });
});

describe('a registered partner named as such (55b W49)', () => {
  it('earns the point when said to meet the requirements and to come', () => {
    const text =
      "I'm 36, biologist with a degree not yet assessed, German A2, English B2, 2 years of work in the last 5. My registered partner (civil union) also meets all the Opportunity Card requirements and is coming with me. I also studied in Germany from 2021 to 2023 with a student visa. Points?";
    expect(read('en', text).partner).toBe(true);
    expect(ask('en', text)).toContain('That makes 7 points');
  });
});

// Walk-through 55a. Oracle: DE64/DE65 (3 of the last 7 years, under 2 of them in the last 5),
// DE07/DE08 (the lower threshold counts three years from the degree), § 20b (1) no. 1 (a partial
// recognition held, not supposed).
describe('years in the last seven with fewer in the last five (55a W33, W40, W70, W74)', () => {
  it.each([
    [
      'en',
      'I have a vocational diploma as IT support technician (not checked yet), worked 3 years in the last 7 but only 1 year in the last 5, German B1, I’m 30 and have an IT job offer of 46k, no collective agreement. What can I do?',
    ],
    [
      'es',
      'Hola, soy técnico en redes (instituto 3 años, todavía no pedí el reconocimiento), trabajé 3 años en los últimos 7 pero solo 1 en los últimos 5 porque después puse mi negocio. Tengo alemán B1, 31 años y una oferta de 47.000 como administrador de sistemas, sin convenio. ¿Qué me sale?',
    ],
    [
      'es',
      'Trabajé 3 años de soporte técnico en TI, pero hace 4 años que dejé ese trabajo. Tengo formación técnica de 2 años (instituto, sin reconocer), alemán A2, inglés B2, 30 años, y ahora una oferta de 46.500 € como técnico de TI, sin convenio. ¿Puedo ir por experiencia profesional?',
    ],
    [
      'de',
      'Ich war drei Jahre als Netzwerkadministrator tätig, in den letzten sieben Jahren, davon aber nur eins in den letzten fünf Jahren. Ausbildung als Fachinformatiker in Peru (2 Jahre, nicht geprüft), Deutsch B1, 30 Jahre, Jobangebot 47.000 €, kein Tarif. Geht § 19c Abs. 2?',
    ],
  ] as const)('[%s] are years worked some time ago: %s', (lng, text) => {
    expect(read(lng, text).experience).toBe('threeOfSevenEarlier');
  });

  it('leave § 19c (2) missing and the IT Blue Card met', () => {
    const reply = ask(
      'de',
      'Ich war drei Jahre als Netzwerkadministrator tätig, in den letzten sieben Jahren, davon aber nur eins in den letzten fünf Jahren. Ausbildung als Fachinformatiker in Peru (2 Jahre, nicht geprüft), Deutsch B1, 30 Jahre, Jobangebot 47.000 €, kein Tarif. Geht § 19c Abs. 2?',
    );
    expect(reply).toContain(
      '- Fehlt: Zwei Jahre Berufserfahrung in Ihrem Fach in den letzten fünf',
    );
    expect(reply).toMatch(
      /Blaue Karte EU \(§ 18g AufenthG\):(?:\n- (?:Erfüllt|Nachzuweisen): [^\n]+)+\n/,
    );
  });

  it('still reads a share that is the whole', () => {
    expect(read('en', '5 of the last 7 years working as a nurse').experience).toBe('fiveOfSeven');
    expect(read('de', '3 Jahre Erfahrung in den letzten 7 Jahren').experience).toBe('threeOfSeven');
  });
});

describe('a graduation month and year several words after the graduating (55a W82, W94)', () => {
  it('is read, and wins over "como recién graduada"', () => {
    const text =
      'Me titulé de administradora de empresas en marzo de 2022 (título reconocido, anabin H+), tengo 27 años y me ofrecen 47.000 € al año como analista de marketing, sin convenio. ¿Califico para la Blue Card como recién graduada?';
    expect(read('es', text).recentGraduate).toBe(false);
    expect(ask('es', text)).not.toContain('porque obtuviste tu título en los últimos tres años');
  });
});

describe('a partial recognition only supposed in a question (55a W99)', () => {
  it('is not counted as held', () => {
    const text =
      'Tengo 33 años, licenciada en psicología (sin revisar), alemán A2, inglés B2, 2 años de experiencia en los últimos 5. ¿Me sirve si consigo un reconocimiento parcial? Todavía no lo pedí.';
    expect(read('es', text).partialRecognition).toBeUndefined();
    const en =
      "I'm 33, psychologist with a degree, German A2, English B2, 2 years experience in the last 5. How many points would I have if I got a partial recognition?";
    expect(ask('en', en)).toContain('That makes 5 points');
    expect(
      read('de', 'Ich bin 33, Psychologin mit Abschluss. Ich habe eine Teilanerkennung. Punkte?')
        .partialRecognition,
    ).toBe(true);
  });
});

// Walk-through 55a's gaps. Oracle: DE53 (a collective agreement not known is to show), § 20b (1)
// no. 11 with § 20a AufenthG (a partner's point needs German A1 or English B2 of them too), § 18
// (2) no. 3 (a licence held).
describe('what the walk-through 55a found unread', () => {
  it('reads "our collective agreement situation is unclear" as not known (W81)', () => {
    const text =
      "We'd like to hire a 41-year-old Bolivian nurse with vocational training and full recognition (Berufserlaubnis), German B2, at 36,000 EUR. Our collective agreement situation is unclear. Which routes work?";
    expect(askAs('european_company', 'en', text)).toContain(
      "- To show: The candidate's salary is under €45,630 a year",
    );
  });

  it('counts the points when the partner’s point is asked (W68)', () => {
    const text =
      "I'm 33, bachelor's in marketing (not checked), German A2, English C1, 2 years experience in the last 5. My wife comes with me; she is a teacher with a degree, 31, German A2, English B2. Do we get the partner point?";
    const reply = ask('en', text);
    expect(reply).toContain('That makes 6 points');
    expect(reply).toContain('You wrote their qualification and languages');
  });

  it('refuses the point of a partner with neither German A1 nor English B2 (W103)', () => {
    const en =
      "I'm 34, economist (degree not checked), German A2, English B2, 2 years experience in the last 5. Would my partner coming with me add a point? She is a lawyer with a degree but no German and English A2.";
    expect(ask('en', en)).toContain(
      'Your partner adds no point: the card asks them too for German A1',
    );
    const es =
      'Tengo 34 años, economista, alemán A2, inglés B2, 2 años de experiencia en los últimos 5. ¿Mi esposa suma un punto? Ella es abogada con título, sin alemán, inglés A2.';
    expect(ask('es', es)).toContain(
      'Tu pareja no suma el punto: la tarjeta también le pide alemán A1',
    );
  });

  it('reads a licence held beside a recognition held (W59)', () => {
    const text =
      'Soy fisioterapeuta (licenciatura), ya tengo el reconocimiento completo y la Berufserlaubnis, alemán B2, 31 años, 3 años de experiencia en los últimos 5, y una clínica me ofrece 36.000 al año sin convenio. ¿Qué visa puedo pedir?';
    expect(read('es', text)).toMatchObject({ recognised: true, licensed: true });
    expect(
      read('en', "I'm a nurse, I have a degree and need the license to practice. German B1, 30.")
        .licensed,
    ).toBeUndefined();
  });
});

// Walk-through 55b's gaps. Oracle: DE38 (the age band after a birthday to come), § 20b (1)
// no. 6 (five years of the last seven), no. 8 (a trade, as 'Kfz-Mechatroniker', is not on the list
// it names).
describe('what the walk-through 55b found unread', () => {
  it('reads years taught as years worked (W19, W73)', () => {
    const text =
      "I'm a teacher from Peru, 38, German A2, English B2, degree not recognised. I've taught for 6 years until now. How many Opportunity Card points do I have?";
    expect(read('en', text).experience).toBe('fiveOfSeven');
    expect(ask('en', text)).toContain('That makes 6 points');
  });

  it('reads a car mechanic as a trade, which brings no shortage point (W70)', () => {
    const text =
      'Soy técnico en mecánica automotriz (3 años de instituto), 32 años, alemán A2, 4 años trabajando hasta hoy. Mi esposa también viene conmigo, ella no terminó el colegio y no habla alemán ni inglés. Cuántos puntos tengo?';
    expect(read('es', text).occupation).toBe('shortageOffList');
    expect(ask('es', text)).toContain('Suman 5 puntos');
  });

  it('reads a birthday to come by its month (W21)', () => {
    const text =
      "I'm 34 (35 in March), economist, my degree hasn't been assessed yet, English C1, no German, 5 years of experience in the last 7. No job offer. Do I qualify for the Chancenkarte?";
    expect(read('en', text)).toMatchObject({ age: 'under35', nextAge: 35 });
    expect(ask('en', text)).toContain('Once you turn 35, the age counts 1 point');
  });
});

// Walk-through 55d. Oracle: DE37/DE50 (the candidate's own languages count), DE55 (a licence
// applied for is to show), DE53 (a nurse fully recognised needs no points and no partnership),
// DE46 (a partner with points of their own), § 6 BeschV (experience must be stated).
describe('walk-through 55d', () => {
  it('keeps the candidate’s languages in a sentence that names her husband after them (W10)', () => {
    const text =
      'Wir sind ein Ingenieurbüro und möchten eine Bauingenieurin aus Venezuela (38 Jahre) einstellen, ihr Abschluss ist noch nicht geprüft. Gehalt 51.500 € brutto. Sie spricht Deutsch B1 und Englisch C1, ihr Mann ist Informatiker mit Abschluss. Falls das Visum nicht klappt: Wie viele Punkte hätte sie für die Chancenkarte?';
    expect(read('de', text)).toMatchObject({ german: 'B1', english: 'C1' });
    expect(askAs('european_company', 'de', text)).toContain(
      'Punkte für die Chancenkarte nach Ihren Angaben: 5',
    );
  });

  // A licence applied for is not held (walk-through 56b W18): to show for the Blue Card and
  // §§ 18a/18b, missing for § 19c (2) (`ownCaseWalk56Readings.test.ts`).
  it('leaves a licence applied for to show (W42)', () => {
    const text =
      'Ich bin Arzt aus Bolivien, 39, Deutsch C1, Approbation beantragt aber noch nicht erteilt, ich habe ein Jobangebot als Assistenzarzt für 62.000 € im Jahr.';
    expect(read('de', text).licensed).toBe(false);
    expect(ask('de', text)).toMatch(
      /Blaue Karte EU \(§ 18g AufenthG\):(\n- [^\n]+)*\n- Nachzuweisen: Ein Beruf, der in Deutschland nicht reglementiert ist/,
    );
    expect(
      read('de', 'Ich bin Ärztin, 39, Deutsch C1, die Approbation habe ich noch nicht.').licensed,
    ).toBe(false);
  });

  it('reads "with full German recognition (Berufserlaubnis granted)" (W55)', () => {
    const text =
      "We'd like to hire a nurse from Colombia with full German recognition (Berufserlaubnis granted), German B2. She is 46. We'd pay €42,000 under our collective agreement. What must we pay, and which permit fits?";
    expect(read('en', text)).toMatchObject({ recognised: true, licensed: true });
  });

  it('counts a partner who has points of their own above six (W61)', () => {
    const text =
      'Ich bin 39, Informatikerin mit Abschluss (nicht geprüft), Deutsch A1, Englisch C1, 2 Jahre Erfahrung in den letzten 5. Mein eingetragener Lebenspartner ist Architekt, Deutsch B1, und beantragt die Chancenkarte mit mir, er hat selbst 7 Punkte. Ich war 2022/23 neun Monate mit einem Working-Holiday-Visum in Deutschland. Punkte?';
    expect(read('de', text).partner).toBe(true);
    expect(ask('de', text)).toContain('Das sind 7 Punkte');
  });

  it('does not take the age said by its unit for years of work (W63)', () => {
    const text =
      'Somos un estudio de abogados en Múnich. Queremos contratar a un abogado boliviano de 44 años como asesor (no como Rechtsanwalt), título H+ en anabin pero el título mismo no figura, alemán C1, sueldo 49.000 €. ¿Qué visa puede tener y cuánto tenemos que pagarle?';
    const profile = read('es', text);
    expect(profile.age).toBe('from40');
    expect(profile.experience).toBeUndefined();
    expect(read('es', 'Tengo 30 años y 5 años como contadora.').experience).toBe('fiveOfSeven');
  });
});

// Walk-through 55c. Oracle: DE46 (a partner with enough points of their own), DE64/DE66 (years
// that ended some time ago), DE05 (an engineer at €45,950 reaches the lower threshold).
describe('walk-through 55c', () => {
  it('counts a husband whose own points reach (W42)', () => {
    const text =
      'tengo 36, soy bióloga con título (no reconocido), alemán A2, inglés B2, 3 años de experiencia. Estuve 3 meses de turista en Alemania. Mi esposo es ingeniero, tiene título, alemán B1, le alcanzan sus propios puntos y pide la Chancenkarte conmigo. ¿cuántos puntos tengo?';
    expect(read('es', text).partner).toBe(true);
    expect(ask('es', text)).toContain('Suman 6 puntos');
  });

  it.each([
    [
      'es',
      'soy contador con título, trabajé 4 años de 2018 a mediados de 2022 y desde entonces no trabajo. Tengo 32, una empresa en Düsseldorf me ofrece 50 mil al año. El título no lo hice reconocer. ¿puedo ir por experiencia profesional?',
    ],
    [
      'en',
      "I'm an accountant with a degree (not checked), 32, I worked 4 years from 2018 to mid-2022 and have not worked since. Offer in Düsseldorf: 50k a year. Can I come through work experience?",
    ],
    [
      'de',
      'Ich bin 33, Betriebswirtin mit Abschluss, habe von 2018 bis Mitte 2022 gearbeitet, seitdem nicht mehr. Deutsch B1. Angebot 48.000 €. Welche Wege habe ich?',
    ],
  ] as const)('[%s] reads work that ended mid-year (W64, W70, W72)', (lng, text) => {
    expect(read(lng, text).experience).toBe('none');
  });

  it('reads "45 mil 950" as €45,950 (W78)', () => {
    const text =
      'soy ingeniero mecánico con título reconocido en Alemania, tengo 30 años, me ofrecen 45 mil 950 euros al año en una fábrica. ¿me alcanza para la Blue Card?';
    expect(read('es', text).salary).toBe(45_950);
    expect(ask('es', text)).toContain('Con lo que escribiste, la Tarjeta Azul UE es posible');
  });
});

// Walk-through 55c's gaps. Oracle: DE61/DE64 (school only: no Opportunity Card).
describe('a qualification denied or left unsaid (55c W12, W18)', () => {
  it('asks for vocational training when only a degree is denied', () => {
    const text =
      "I'm 34, I do IT support, no degree, 2 years of experience. No job offer. English C1 and German A1. Can I get the Opportunity Card?";
    expect(ask('en', text)).toContain(
      'Do you have such training? Without it, the card is not possible',
    );
    const trained =
      "I'm 34, IT support technician with a 3-year vocational training, no degree, 2 years of experience, English C1. Can I get the Opportunity Card?";
    expect(ask('en', trained)).not.toContain('Do you have such training?');
  });

  it('weighs the routes of a cook who never trained formally', () => {
    const text =
      'trabajo de cocinero hace 10 años pero nunca estudié nada formal, tengo 30 años. Un restaurante en Colonia me ofrece 32 mil al año. ¿me puedo ir con eso?';
    expect(read('es', text).schoolOnly).toBe(true);
    expect(ask('es', text)).toContain(
      'Con lo que escribiste, ninguna de estas vías es posible todavía.',
    );
  });
});

describe('a service named only in what the message tells of the partner (55d W59)', () => {
  it('is not weighed as the visitor’s own', () => {
    const text =
      "I'm 36, mechanical engineer, degree not checked, German A2, English B2, 2 years of experience in the last 5. My wife (married) has a master's in economics, English C1, she's 32 and has 6 points of her own, she'll apply together with me. Points?";
    const reply = ask('en', text);
    expect(reply).toContain('That makes 6 points');
    expect(reply).not.toContain('Study (§ 16b AufenthG)');
    const own =
      "I have a bachelor's in economics, 30, English C1. I want to do a master's in Germany. What do I need?";
    expect(ask('en', own)).toContain('Study (§ 16b AufenthG)');
  });
});

describe('a question on the visitor’s own points beside the partner’s case (55d W32)', () => {
  it('weighs the visitor’s case and says the partner’s is asked apart', () => {
    const text =
      "Two things: my partner is a dentist (degree, no Approbation), and I'm a UX designer with a degree, 37, German A1, English C1, 5 years of experience in the last 7. Can we both get the Opportunity Card, and does she count as a qualifying partner for my points?";
    const reply = ask('en', text);
    expect(reply).toContain('That makes 5 points');
    expect(reply).toContain("You also asked about another person's case");
  });
});

// Walk-throughs 55e and 55f. Oracle: DE55 (a licence not held yet is to show), DE14 (from 45,
// the salary floor or a pension: to show while no salary is given), DE53 (a nurse fully
// recognised), DE45 (a stay under six months earns no point), § 20b (1) no. 11 (a partner who
// comes), no. 12 (an electrician's trade).
describe('walk-throughs 55e and 55f', () => {
  // § 19c (2) stays missing without the licence (DE51, DE55), so W68's § 19c (2) is not changed.
  it('leaves a licence not held yet to show for the Blue Card and §§ 18a/18b (55e W49, W68)', () => {
    const doctor =
      'Soy médica general, mi título está en trámite de reconocimiento (todavía no tengo la Approbation ni la Berufserlaubnis), alemán B2, 32 años. Un hospital en Sajonia me ofrece 60.000 € al año. ¿Me dan la Blue Card?';
    expect(ask('es', doctor)).toContain(
      'Con lo que escribiste, la Tarjeta Azul UE es posible cuando demuestres lo marcado',
    );
    const nurse =
      'Ich bin Pflegefachmann mit Ausbildung, 31, Deutsch B2, die Anerkennung läuft noch, ich habe noch keine Berufserlaubnis. Ein Krankenhaus bietet mir 38.000 €. Geht § 18a?';
    expect(ask('de', nurse)).toMatch(
      /Pflege \(§ 18a AufenthG\):(?:\n- [^\n]+)+\nMit Ihren Angaben ist dieser Weg möglich, sobald Sie nachweisen/,
    );
  });

  it('reads the electrician as a trade beside a wife named later (55e W56)', () => {
    const text =
      'Bin 38, Elektriker mit 3-jähriger staatlicher Ausbildung, nicht anerkannt, Deutsch B1, Englisch B2, 6 Jahre Erfahrung in den letzten 7, meine Frau ist Krankenschwester mit Ausbildung und Deutsch A2 und kommt mit. Wie viele Punkte?';
    expect(read('de', text)).toMatchObject({ occupation: 'shortageOffList', skilledTrade: true });
    expect(ask('de', text)).toContain('Das sind 6 Punkte');
  });

  it('counts no point for a husband who stays in Bolivia (55e W77)', () => {
    const text =
      "I'm 33, married, degree in accounting not recognised, German B1, English B2, 2 of the last 5 years. My husband also qualifies for the Opportunity Card but he will stay in Bolivia for now. How many points?";
    expect(read('en', text).partner).toBe(false);
    expect(ask('en', text)).toContain('That makes 6 points');
  });

  it('leaves the floor from 45 to show when no salary is given, pension or not (55f W17)', () => {
    const text =
      'Was müssen wir einem Maschinenbauingenieur mindestens zahlen? Er ist 45 Jahre alt, sein Abschluss ist anerkannt, keine Rentenversicherung bisher.';
    expect(askAs('european_company', 'de', text)).toMatch(
      /- Nachzuweisen: Ab 45 Jahren: ein Bruttogehalt von mindestens 55\.770\s€/,
    );
  });

  it('reads "her recognition is fully done (she has the Urkunde)" (55f W30)', () => {
    const text =
      "We want to hire a nurse whose recognition is fully done (she has the Urkunde). She's 41, we pay 36,000 a year and we don't know whether we're covered by a collective agreement. What does she need?";
    expect(read('en', text)).toMatchObject({ recognised: true, licensed: true });
  });

  it('counts no stay point for a 3-month internship (55f W44, W53)', () => {
    const one =
      'I did a 3-month internship in Germany in 2023 on a visa. I’m 34, civil engineer, degree not checked yet, German A2, English B2, 3 years of experience in the last 3 years. How many Opportunity Card points?';
    const two =
      "I studied a semester in Germany in 2018 on a student visa (6 months) and did a 3-month internship in 2023. I'm 34, civil engineer, degree not checked yet, German A2, English B2, 3 years of experience recently. How many Opportunity Card points?";
    expect(read('en', one).germanStay).toBe(false);
    expect(read('en', two).germanStay).toBe(false);
    expect(read('en', 'I did a 7-month internship in Germany in 2023 on a visa.').germanStay).toBe(
      true,
    );
  });
});

// Walk-throughs 55g and 55h. Oracle: DE07/DE09 (a degree of the last three years: the lower
// threshold), DE63 (under two years of experience: § 19c (2) missing), DE51/DE55 (a nurse's
// recognition is the Land authority's, not anabin's).
describe('walk-throughs 55g and 55h', () => {
  it('reads the graduation an employer’s minimum-salary question supposes (55g W22)', () => {
    const text =
      'Welches Mindestgehalt gilt 2026 für die Blaue Karte, wenn unser Kandidat vor 2 Jahren seinen Hochschulabschluss gemacht hat?';
    expect(read('de', text).recentGraduate).toBe(true);
    expect(askAs('european_company', 'de', text)).toMatch(/mindestens 45\.934,20\s€/);
  });

  it.each([
    [
      'en',
      "Graduated in Mechanical Engineering 2 years ago, degree fully recognised by the ZAB, I'm 26, 18 months of experience, offered €46,000 by a company in Munich without a collective agreement. Blue card?",
    ],
    [
      'es',
      'tengo 29 años, soy licenciado en marketing con título revisado por la ZAB (comparable), 18 meses de experiencia, oferta de 47.000 € en Colonia, la empresa no tiene convenio colectivo. ¿qué vías tengo?',
    ],
    [
      'de',
      'Ich habe 2024 meinen Bachelor in BWL gemacht, ZAB-Zeugnis liegt vor, 18 Monate Berufserfahrung, Angebot 47.000 € ohne Tarif, bin 27. Welche Wege gibt es?',
    ],
  ] as const)('[%s] reads experience said in months (55g W27, W38, P2)', (lng, text) => {
    expect(read(lng, text).experience).toBe('none');
  });

  it('does not take a nursing degree rated in anabin for the nursing recognition (55h W51, W54)', () => {
    const text =
      "My nursing bachelor is listed in anabin as equivalent (university H+), so it counts as recognised. I'm 29, German B2, and a hospital in Hamburg offers me €47,000 gross. Which visa can I get?";
    expect(read('en', text).ratedOnly).toBe(true);
    expect(ask('en', text)).toMatch(
      /Nursing \(§ 18b AufenthG\):(?:\n- [^\n]+)+\nWith what you wrote, this route is possible once you show/,
    );
  });
});

describe('waiting on a recognition authority (55h W39)', () => {
  it('is no situation with the company: the case is weighed', () => {
    const text =
      'hola, soy enfermera técnica (3 años de instituto), mandé mis papeles a la Bezirksregierung Düsseldorf hace 2 meses y todavía espero la respuesta. alemán B2, 40 años, 8 años de experiencia. un hospital de Düsseldorf me ofrece 3.300 € al mes. qué opciones tengo?';
    expect(read('es', text)).toMatchObject({ occupation: 'nursing', salary: 39_600 });
    expect(ask('es', text)).toContain('Salario bruto que entendí');
  });
});

describe('a lawyer hired as a Rechtsanwältin (55h W30)', () => {
  it('has no licence a recognition could give (§ 4 BRAO), nor a recognition partnership', () => {
    const text =
      'Wir möchten eine Juristin aus Chile als Rechtsanwältin in unserer Kanzlei beschäftigen. Sie ist 41, hat ein Jura-Studium (anabin H+), Deutsch C1. Gehalt 58.000 €. Welcher Aufenthaltstitel kommt in Frage?';
    expect(read('de', text).barAdmission).toBe(true);
    const open = askAs('european_company', 'de', text)
      .split('\n')
      .find((line) => line.startsWith('Nach Ihren Angaben offene Wege'));
    expect(open).not.toContain('§ 18g');
    expect(open).not.toContain('§ 16d');
    const compliance =
      "I'm a lawyer from Chile, 34, I want to work in Germany as a compliance officer, offer 55,000. Blue Card?";
    expect(read('en', compliance).barAdmission).toBeUndefined();
  });
});

// Walk-through 55i. Oracle: DE62 (a degree the ZAB found comparable: a skilled worker, no
// points), DE65/DE66 (under 2 of the last 5 years), DE18 (a shortage occupation's threshold).
describe('walk-through 55i', () => {
  it('reads "título comparado por la ZAB" (W13)', () => {
    const text =
      'estudié licenciatura en biología, título comparado por la ZAB, 38 años, sin oferta de trabajo, tengo inglés C1 y nada de alemán. quiero ir a buscar trabajo y de paso hacer una maestría allá, no tengo admisión';
    expect(read('es', text).recognised).toBe(true);
  });

  it.each([
    [
      'en',
      'Hi! Graphic designer with a degree not checked, 3 of the last 7 years but I worked mostly years ago (under 2 years in the last 5), German B2, age 37, I lived in Germany legally for 1 year as au pair. No job offer. Opportunity card points?',
    ],
    [
      'es',
      'soy diseñadora con título sin revisar, trabajé 3 de los últimos 7 años pero menos de 2 en los últimos 5, alemán B2, 37 años, viví 1 año legal en Alemania como au pair. sin oferta. ¿cuántos puntos tengo?',
    ],
    [
      'de',
      'Ich bin IT-Administrator mit staatlich anerkannter Ausbildung (nicht geprüft), 3 der letzten 7 Jahre, aber weniger als 2 in den letzten 5, Deutsch B1, Angebot 46 mil al año. Geht das?',
    ],
  ] as const)('[%s] reads "under 2 in the last 5" beside 3 of 7 (W25, W40, W37)', (lng, text) => {
    expect(read(lng, text).experience).toBe('threeOfSevenEarlier');
  });

  it('gives a "Mangelberuf" the lower Blue Card threshold (W33)', () => {
    const text =
      'Was muss ich einer 45-jährigen Fachkraft mit anerkanntem Hochschulabschluss mindestens zahlen, wenn sie keine Blaue Karte, sondern einen Aufenthaltstitel nach § 18b bekommen soll? Gehalt wäre 50.000, Mangelberuf.';
    expect(read('de', text).occupation).toBe('shortage');
    expect(askAs('european_company', 'de', text)).toContain(
      'weil der Beruf der Kandidatin oder des Kandidaten auf der Berufsliste der Blauen Karte EU steht',
    );
  });
});

// Walk-through 55j. Oracle: DE43–DE45 (a stay must lie in the last five years), DE44 (the
// experience stated beside a stay's range), DE06/DE09 (36,000 is under both Blue Card thresholds).
describe('walk-through 55j', () => {
  it('weighs a stay in its own clause when it names its years (W43, W63)', () => {
    const text =
      "I'm a dentist, 32, German B2, I did an exchange year in Germany in 2019-2020 (10 months), degree not recognised, 3 years of experience (2022-2025). How many points?";
    expect(read('en', text).germanStay).toBe(false);
    const es =
      'Soy odontóloga, 32 años, alemán B2, estudié un año de intercambio en Alemania en 2019-2020 (10 meses), sin reconocimiento, 3 años de experiencia (2022-2025). ¿Cuántos puntos?';
    expect(read('es', es).germanStay).toBe(false);
  });

  it('does not end the years of work at the end of a stay’s range (W55, W77)', () => {
    const text =
      'Ich war von 2017 bis 2019 als Masterstudent in Deutschland (2 Jahre, Visum), bin jetzt 33, Deutsch B1, Ingenieur mit Abschluss aus Bolivien (nicht anerkannt, den Master habe ich nicht abgeschlossen), 2 Jahre Erfahrung in den letzten 5. Wie viele Punkte?';
    expect(read('de', text).experience).toBe('twoOfFive');
    expect(read('de', 'Ich habe 4 Jahre gearbeitet, bis 2021.').experience).toBe('none');
  });

  it('reads an offer’s amount a few words after it (W51)', () => {
    const text = 'Ich habe ein Jobangebot in einer Praxis mit 36.000. Was ist möglich?';
    expect(read('de', text).salary).toBe(36_000);
  });
});

describe('a regulated profession whose recognition is not done yet (55h W12, W42, W50)', () => {
  it('leaves the licence to show for §§ 18a/18b, as § 18a with the recognition pending (DE55)', () => {
    const text =
      'Wir sind eine Physiotherapiepraxis in Dresden. Wir möchten eine Physiotherapeutin aus Peru einstellen (5-jähriges Studium, noch nicht anerkannt, Deutsch A2). Wir würden 2.800 € brutto im Monat zahlen, nicht tarifgebunden. Was braucht sie, und geht eine Anerkennungspartnerschaft?';
    const open = askAs('european_company', 'de', text)
      .split('\n')
      .find((line) => line.startsWith('Nach Ihren Angaben offene Wege'));
    expect(open).toContain('§§ 18a und 18b');
  });
});
