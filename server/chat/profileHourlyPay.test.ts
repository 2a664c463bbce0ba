import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Walk-through 68b W5: an hourly wage and the hours a week make a year's gross of 52 weeks
// (§ 18g (1) AufenthG and § 6 BeschV weigh the yearly gross).
describe('an hourly wage', () => {
  it('makes a year of 52 weeks with the hours worked each week, in each language', () => {
    const cases: ['en' | 'es' | 'de', string, number][] = [
      ['en', 'They pay €22.50 an hour, 40 hours a week. Plumber, 3-year training', 46_800],
      ['en', "We'd pay 24 €/hour, 40h/week. Electrician with 3-year training", 49_920],
      ['en', '€28/h part-time 30h per week, civil engineer with a degree', 43_680],
      ['en', 'We pay 18 euros per hour, 38.5 hours a week, no collective agreement', 36_036],
      ['de', 'Sie zahlen 22,50 € pro Stunde bei 40 Stunden pro Woche. Elektriker', 46_800],
      ['de', 'Stundenlohn 19 €, 40-Stunden-Woche, Pflegehelferin', 39_520],
      ['es', 'Me pagan 20 euros la hora, 40 horas semanales. Soy electricista', 41_600],
    ];
    for (const [lng, text, salary] of cases) {
      expect({ text, salary: read(lng, text).salary }).toEqual({ text, salary });
    }
  });

  it('is asked again without the hours, never supposed full-time', () => {
    expect(read('es', 'pagan 15 euros por hora, soy panadero')).toMatchObject({
      salaryProblem: 'hourly',
    });
    expect(ask('en', 'Offer of €25 an hour as electrician, 3-year training')).toContain(
      'Tell me how many hours a week the job has',
    );
  });

  it('leaves hours alone when no pay is by the hour', () => {
    const profile = read('en', 'Offer 48,000 a year, 40 hours a week, software developer');
    expect(profile.salary).toBe(48_000);
    expect(
      read('de', 'Ich arbeite 40 Stunden pro Woche als Pflegefachkraft').salary,
    ).toBeUndefined();
  });

  it('meets § 19c (2) once the year reaches the threshold', () => {
    const reply = ask(
      'en',
      "They pay €22.50 an hour, 40 hours a week. I'm a plumber with 3-year training recognised in Colombia, 5 years experience (2020-2025), 37 years old. Work based on experience?",
    );
    expect(reply).toContain('Gross salary I read: €46,800 a year.');
    expect(reply).toMatch(/§ 19c\(2\)[^]*?this route is possible\./);
  });
});
