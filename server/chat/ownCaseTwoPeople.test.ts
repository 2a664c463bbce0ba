import { describe, expect, it } from 'vitest';
import { askAs, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Walk-through 51b: messages that tell of two people had their facts merged into one case
// (W20, W25, W38, W48, W50), turning verdicts and counts against the law. Oracle: DE53 (a fully
// recognised nurse with B2 meets § 18a), DE46 (the partner point), DE15 (an SAP consultant's
// Blue Card).

describe('a message that tells of two people is weighed one person at a time', () => {
  it('asks an employer with two candidates for each on their own (W25, W50)', () => {
    const two =
      'Guten Tag, wir sind ein Seniorenheim in Bremen. Wir haben zwei Kandidatinnen: Frau A., 27, Pflegefachkraft aus Kolumbien, Deutsch A1, Anerkennung noch nicht beantragt. Frau B., 44, Krankenschwester aus Peru, Deutsch B2, volle Anerkennung und Berufserlaubnis liegen vor. Wir zahlen beiden 39.500 € brutto nach Haustarif. Welcher Aufenthaltstitel passt jeweils?';
    const reply = askAs('european_company', 'de', two);
    expect(reply).toContain('Ihre Nachricht beschreibt mehr als eine Kandidatin');
    expect(reply).toContain('/de/germany-check#check');
    expect(reply).not.toContain('Fehlt: Deutsch B2');
    const azubis =
      'Guten Tag, wir sind ein Autohaus und möchten zwei junge Leute aus Bolivien als Azubis zum Kfz-Mechatroniker einstellen (19 und 24 Jahre, beide Bachiller, Deutsch B1 bzw. A2). Was brauchen sie?';
    expect(askAs('european_company', 'de', azubis)).toContain('mehr als eine Kandidatin');
  });

  it('asks a couple who both want to go for each on their own (W38)', () => {
    const text =
      'My wife and I both want to go. Me: 42, civil engineer, degree not recognized, German none, English B2, 15 years experience. Her: 37, accountant with degree, German B1, English A2, 6 years experience. Which of us should apply for the Opportunity Card, and would the other get a point?';
    const reply = ask('en', text);
    expect(reply).toContain('Your message tells of more than one person');
    expect(reply).not.toContain('points');
  });

  it('weighs the visitor alone when a relative’s case is asked beside it, and says so (W20)', () => {
    const text =
      "Hi, I'm 18, finished high school (bachiller) in Cochabamba this year, German B1. I want to do an Ausbildung as a mechatronics technician. What do I need? My older brother (28, IT guy with a degree) also wants to come on a Blue Card with 55k offer, is that ok?";
    const facts = read('en', text);
    expect(facts.salary).toBeUndefined();
    expect(facts.degree).not.toBe(true);
    expect(facts.otherPersonAsked).toBe(true);
    expect(ask('en', text)).toContain("You also asked about another person's case");
  });

  it('leaves a wife’s profession, told in a clause of the visitor’s sentence, hers (W48)', () => {
    const text =
      'Hallo, ich bin 44 und werde im Januar 45. Ich bin Wirtschaftsinformatiker mit Master (anabin: entspricht), Jobangebot als SAP-Berater für 52.000 €. Muss ich mich beeilen wegen der 45-Jahre-Regel? Ich komme mit meiner Frau, sie ist Zahnärztin und spricht Deutsch A1.';
    const facts = read('de', text);
    expect(facts.regulated).toBeUndefined();
    expect(facts.german).toBeUndefined();
    expect(ask('de', text)).not.toContain('Ihr Beruf ist in Deutschland reglementiert');
  });

  it('still reads one person’s case told with a partner’s point', () => {
    const text =
      "I'm 30, software developer with a degree, English C1, 4 years' experience. My husband comes with me, he has a degree and English B2. How many points?";
    expect(ask('en', text)).not.toContain('more than one person');
    expect(read('en', text).partnerPointsUnknown).toBe(true);
  });
});

describe('one candidate named by an initial is one person', () => {
  it('weighs "Frau A." alone', () => {
    const text =
      'Frau A., 27, Pflegefachkraft aus Kolumbien, Deutsch A1, Anerkennung noch nicht beantragt. Was braucht sie?';
    expect(read('de', text).manyPeople).toBeUndefined();
    expect(read('de', text).recognised).toBe(false);
  });
});

describe('a partner joined to the visitor in one sentence (51i W46)', () => {
  it('leaves "und meine Frau Ana (30, …, Deutsch B1)" hers', () => {
    const text =
      'Hallo! Ich (Diego, 33, Maschinenbauingenieur, Abschluss nicht geprüft, Englisch B2, 4 Jahre Erfahrung 2021-2025) und meine Frau Ana (30, Krankenschwester mit Teilanerkennungsbescheid, Deutsch B1) wollen zusammen die Chancenkarte beantragen. Wie viele Punkte habe ich?';
    const facts = read('de', text);
    expect(facts).toMatchObject({ age: 'under35', english: 'B2' });
    expect(facts.partialRecognition).toBeUndefined();
    expect(facts.german).toBeUndefined();
  });
});
