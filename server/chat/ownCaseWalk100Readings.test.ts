import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 78: what walk-throughs 99 and 100 found and left. Oracle: § 20b (1) AufenthG (the
// Opportunity Card's points), § 18 (2) no. 5 (a pension provision from 45), § 18g (1) and (3)
// (the Blue Card's list of occupations and its six months).

describe('an age reached already is the age now (99a m18)', () => {
  it('reads “cumplí 40 en marzo” as 40, with the note on the 40 reading', () => {
    const dentist =
      'soy odontologa, cumplí 40 en marzo, 6 años de experiencia, ingles C1, aleman A1. me alcanzan los puntos?';
    expect(read('es', dentist)).toMatchObject({ age: 'from40', ageOnEdge: 40 });
    expect(askOwnCase('es', dentist)).toContain('Escribiste que tienes 40 años');
  });

  it('still reads an age to come as the one before it', () => {
    expect(read('es', 'cumplo 40 en marzo, soy ingeniera').age).toBe('from35to39');
    expect(read('en', 'I turned 40 in March, I am an engineer')).toMatchObject({ age: 'from40' });
    expect(read('en', "I'm 40 next month, I am an engineer").age).toBe('from35to39');
  });
});

describe('a stay told as a relative’s is taken back (99b 20)', () => {
  const auPair =
    'I was an au pair in Germany for 12 months in 2022-23, I am 27, business degree, German B2, 2 years of experience. How many points?';

  it('counts no stay point after “that was my sister, I was only a tourist”', () => {
    const reply = askInConversation('en', [
      auPair,
      'that was my sister, I was only a tourist 3 months',
    ]);
    expect(reply).toContain('That makes 7 points');
    expect(reply).toContain('tourist visits never count');
    expect(reply).toContain('stay=no');
  });

  it('keeps the stay’s point while nothing takes it back', () => {
    expect(askInConversation('en', [auPair])).toContain('That makes 8 points');
  });
});

describe('a pension denied in a sentence of its own (99c 09)', () => {
  const architect =
    'Ich bin Architekt, 47 Jahre alt, anabin gleichwertig, 54.000 € im Jahr. Eine private Rentenversicherung habe ich nicht.';

  it('reads “Eine private Rentenversicherung habe ich nicht” as no pension', () => {
    expect(read('de', architect).pensionDenied).toBe(true);
    expect(read('en', 'I have no private pension, 47, architect').pensionDenied).toBe(true);
  });

  it('marks the provision missing for § 18b and leaves the Blue Card open', () => {
    const reply = askOwnCase('de', architect);
    expect(reply).toMatch(/Fehlt: [^\n]*Altersversorgung/);
    expect(reply).toContain(
      'offene Wege (möglich, oder möglich, sobald Sie das Markierte nachweisen): Blaue Karte EU',
    );
  });
});

describe('a qualification and a job named as the visitor names them (99a m20, 99c 20)', () => {
  it('gives Ingeniería Industrial the list point on the German page', () => {
    const reply = askOwnCase(
      'de',
      'Ich bin Wirtschaftsingenieur (Ingeniería Industrial, in Bolivien anerkannt), 36 Jahre, Deutsch B1, 4 Jahre Berufserfahrung. Wie viele Punkte habe ich?',
    );
    expect(reply).toMatch(/Liste der Blauen Karte EU[^\n]*: 1 Punkt/);
    expect(reply).toContain('Das sind 6 Punkte');
  });

  it('leaves a Wirtschaftsingenieur alone without the list point', () => {
    expect(
      read('de', 'Ich bin Wirtschaftsingenieur, 36 Jahre, Deutsch B1, 4 Jahre Berufserfahrung.')
        .occupation,
    ).toBe('other');
  });

  it('reads a Data Scientist’s job and a master’s from TU München', () => {
    const scientist = read(
      'es',
      'hice mi maestria en la TU München, termine en 2023, ahora me ofrecen trabajo de Data Scientist en Munich por 46 mil al año, tengo 29',
    );
    expect(scientist).toMatchObject({ jobOccupation: 'it', recognised: true, salary: 46000 });
    expect(read('de', 'Angebot als Datenanalystin, 48.000 €').jobOccupation).toBe('it');
  });
});

describe('the six months are asked, not assumed (99c)', () => {
  it('says a term not stated would meet the rule once it is six months', () => {
    const reply = askOwnCase(
      'de',
      'Ich bin Softwareentwickler mit Master, anabin entspricht, 30 Jahre, Angebot 60.000 € in Berlin. Blaue Karte?',
    );
    expect(reply).toContain('Sie haben nicht geschrieben, wie lange Ihr Vertrag läuft');
    expect(reply).toContain('würde das erfüllen');
  });
});

describe('a pension held is no salary (100b C8.2)', () => {
  const accountant =
    'I am an accountant, 47, my degree is anabin gleichwertig, a firm in Frankfurt offers me 52k per year. Can I get a Blue Card?';
  const pension =
    'I forgot: I do have a private pension plan, it would give me about 1,100 € a month from age 67. Does that help?';

  it('keeps the offer’s salary and the Blue Card after the pension is told', () => {
    const reply = askInConversation('en', [accountant, pension]);
    expect(reply).toContain('Gross salary I read: €52,000 a year.');
    expect(reply).toContain('- Met: A gross salary of at least €50,700 a year');
    expect(reply).not.toContain('13,200');
  });

  it('reads neither the pension’s amount nor the age it starts at as the visitor’s', () => {
    const told = read(
      'en',
      'I have a private pension plan that pays about 1,100 € a month from age 67, I am 47 and an accountant',
    );
    expect(told.salary).toBeUndefined();
    expect(told).toMatchObject({ age: 'from40', from45: true });
    expect(read('de', 'Meine Rente ab 67 wäre 900 €, ich bin 52 Jahre alt').from45).toBe(true);
    expect(read('es', 'tengo un plan de pensión privado que me daría 1.100 € al mes').salary).toBe(
      undefined,
    );
  });

  it('still reads the salary beside a pension denied or named in another clause', () => {
    expect(read('es', 'tengo 47, me ofrecen 54.000 al año pero no tengo pensión').salary).toBe(
      54000,
    );
    expect(read('de', 'Ich bin 47, verdiene 54.000 € im Jahr und habe keine Rente').salary).toBe(
      54000,
    );
    expect(
      read('en', 'I am 50, the salary is 54k and I have a pension of 800 a month').salary,
    ).toBe(54000);
    expect(read('es', 'tengo 62 años y no tengo pensión').from45).toBe(true);
  });
});

describe('no training place yet: § 16a’s contract is missing (100b C15.1)', () => {
  it('marks the training contract missing and keeps the search for a place open', () => {
    const reply = askOwnCase(
      'en',
      "I'm 22, I finished bachillerato in Bolivia (it gives me university access here), German B1. I want to do an Ausbildung but I don't have a training place yet. Can I go look for one?",
    );
    expect(reply).toContain('- Missing: A training contract with a company in Germany');
    expect(reply).toMatch(/open to you[^\n]*: Search for a training place \(§ 17\(1\) AufenthG\)/);
  });

  it('reads the place denied in each language, and a place looked for as neither', () => {
    expect(
      read(
        'es',
        'tengo 20, aleman B1, quiero hacer una Ausbildung pero todavía no tengo plaza de ausbildung',
      ).trainingContract,
    ).toBe(false);
    expect(
      read(
        'de',
        'Ich bin 20, Deutsch B1, ich habe noch keinen Ausbildungsplatz, will aber eine Ausbildung machen',
      ).trainingContract,
    ).toBe(false);
    expect(
      read('de', 'Ich bin 20, Deutsch B1, ich suche einen Ausbildungsplatz als Koch')
        .trainingContract,
    ).toBe(undefined);
    expect(
      read('en', "I'm 22, German B1, I am looking for a training place as a cook").trainingContract,
    ).toBe(undefined);
  });
});

describe('a partner’s count with the point the visitor earns them (100b C17.1)', () => {
  const couple =
    "My husband and I both want the Opportunity Card. He's 33, systems engineer with degree, 6 years of experience; I'm 31, primary school teacher with a 4-year degree, 5 years of experience. We both have English C1 and German A1. How many points do we each have?";

  it('gives each the spouse’s point where both meet the card and apply', () => {
    const reply = askOwnCase('en', couple);
    expect(reply).toContain('That makes 8 points');
    expect(reply).toContain('gives them 8 points (6 needed), 1 of them for you');
  });

  it('counts the partner’s own points alone where the visitor does not reach 6 without them', () => {
    const reply = askOwnCase(
      'en',
      "My husband and I both want the Opportunity Card. He's 33, systems engineer with degree, 6 years of experience, English C1; I'm 41, accountant with a degree, 1 year of experience, German A1. How many points do we each have?",
    );
    expect(reply).toContain('gives them 7 points of their own (6 needed)');
  });
});

describe('a Bolivian Bachillerato named in German or English is the school certificate (100c m15)', () => {
  it('reads it, and the link carries it', () => {
    const told = read(
      'de',
      'Hallo, ich bin 22, habe das Bachillerato in Bolivien gemacht (Bachiller en Humanidades), Deutsch B1, und möchte in Deutschland eine Ausbildung machen. Ich habe noch keinen Ausbildungsplatz.',
    );
    expect(told).toMatchObject({ schoolOnly: true, trainingContract: false });
    expect(read('en', "I'm 22, I finished bachillerato in Bolivia, German B1").schoolOnly).toBe(
      true,
    );
    expect(
      askOwnCase(
        'de',
        'Ich bin 22, habe das Bachillerato gemacht, Deutsch B1, ich möchte eine Ausbildung machen.',
      ),
    ).toContain('qualification=school');
  });
});

describe('walk-through 101', () => {
  it('weighs an Ausbildung contract as training, not as a job offer or a qualification (101b p15)', () => {
    const reply = askOwnCase(
      'en',
      "I'm 22 from Sucre, I finished bachillerato and I have German B1. A company in Dresden gave me an Ausbildung contract as a mechatronics technician. What visa do I need?",
    );
    expect(reply).toContain('- Met: A training contract with a company in Germany');
    expect(reply).toMatch(
      /open to you[^\n]*: Vocational training \(Ausbildung\) \(§ 16a AufenthG\)/,
    );
    expect(reply).not.toContain('Opportunity Card (Chancenkarte) (§ 20a AufenthG):');
    expect(reply).toContain('goal=training&qualification=school');
  });

  it('gives no partner point once the couple says it is not married (101c 30)', () => {
    const reply = askInConversation('de', [
      'Mein Mann und ich (beide 32) wollen zusammen die Chancenkarte beantragen. Ich bin Psychologin (Licenciatura, staatlich anerkannt), Deutsch B1, 4 Jahre Berufserfahrung (2021–2025). Mein Mann ist Informatiker mit Abschluss, Englisch B2, und beantragt auch. Wie viele Punkte habe ich?',
      'Wir sind übrigens nicht verheiratet, nur seit 5 Jahren zusammen (keine eingetragene Partnerschaft). Bekomme ich dann trotzdem den Punkt für meinen Partner?',
    ]);
    expect(reply).toContain('bringt keinen Punkt, solange Sie nicht verheiratet sind');
    expect(reply).toContain('Das sind 6 Punkte');
    expect(reply).toContain('partner=no');
  });

  it('reads “no tengo plan de pensión” as no pension (101a 31)', () => {
    expect(
      read('es', 'tengo 47, soy enfermera, gano 39.600 al año y no tengo plan de pensión')
        .pensionDenied,
    ).toBe(true);
  });
});

describe('walk-through 102', () => {
  it('reads “Eine Klinik will mich als Assistenzärztin” as a job offer (102c 05-1)', () => {
    const reply = askOwnCase(
      'de',
      'Ich bin Ärztin (Medizinstudium in Santa Cruz), 33, Deutsch B2. Die Approbation habe ich beantragt, aber noch nicht bekommen. Eine Klinik will mich als Assistenzärztin. Was geht?',
    );
    expect(reply).toContain(
      '- Erfüllt: Ein Arbeitsplatzangebot in Deutschland, das zu Ihrer Qualifikation passt',
    );
    expect(reply).toMatch(/offene Wege[^\n]*Blaue Karte EU[^\n]*Anerkennungspartnerschaft/);
    expect(
      read('es', 'soy médica, 33, alemán B2, una clínica me quiere como médica asistente').jobOffer,
    ).toBe(true);
    expect(
      read('en', 'I am a doctor, 33, German B2, a clinic wants me as a resident').jobOffer,
    ).toBe(true);
  });
});

describe('walk-through 103', () => {
  it('gives an environmental scientist the Blue Card’s lower threshold (103c m17b)', () => {
    const reply = askInConversation('de', [
      'Ich habe 2021-2023 meinen Master in Freiburg gemacht (Umweltwissenschaften), jetzt bin ich wieder in La Paz. Ein Institut in Freiburg bietet mir 46.000 € brutto im Jahr als Umweltwissenschaftlerin. Reicht das für die Blaue Karte?',
      'Ich bin 31. Den Master habe ich im Juli 2023 abgeschlossen, seitdem arbeite ich in La Paz als Umweltgutachterin. Vertrag in Freiburg wäre unbefristet. Also reicht es oder nicht?',
    ]);
    expect(reply).toContain('Mit Ihren Angaben ist die Blaue Karte EU möglich.');
    expect(
      read('en', 'I am an environmental scientist with a master, 31, offer 46,000 € in Berlin')
        .occupation,
    ).toBe('blueCardList');
    expect(
      read('es', 'soy científica ambiental con maestría, 31, oferta de 46 mil en Berlín')
        .occupation,
    ).toBe('blueCardList');
  });

  it('takes a partial recognition back when a follow-up denies it (103a m01b)', () => {
    const reply = askInConversation('es', [
      'hola soy enfermera licenciada de la UMSA, ya tengo mi reconocimiento parcial (el Defizitbescheid) y tengo A2 de aleman, q puedo hacer?',
      'ah no perdon, me confundi, todavia NO tengo el reconocimiento parcial, recien voy a mandar mis papeles. pero un hospital en Colonia me ofrece trabajo y quiere hacer la Anerkennungspartnerschaft conmigo, sirve?',
    ]);
    expect(reply).not.toContain('recognition=partial');
    expect(reply).not.toMatch(/Cumplido: [^\n]*reconocimiento parcial/);
    expect(reply).not.toMatch(/Reconocimiento parcial[^\n]*: 4 puntos/);
  });

  it('reads a pension’s savings in euros as no salary (103a m14b)', () => {
    expect(
      read(
        'es',
        'y tengo una buena jubilacion privada ahorrada, como 300 mil euros, ademas de la AFP. eso ayuda?',
      ).salary,
    ).toBeUndefined();
    expect(read('es', 'tengo 47, me ofrecen 54.000 euros y no tengo pensión').salary).toBe(54000);
  });
});
