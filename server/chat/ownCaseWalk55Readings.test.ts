// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

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
    expect(ask('en', text)).toContain('That makes 6 points');
  });
});
