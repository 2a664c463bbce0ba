import { describe, expect, it } from 'vitest';
import {
  blueCardMinimumMonths,
  evaluatePathway,
  pathwayRules,
  type PathwayId,
  type WeighedAnswers,
} from './pathways';
import { statute } from './law';
import { answersWith } from './testAnswers';

const engineer = answersWith({
  qualification: 'degree',
  recognition: 'full',
  occupation: 'shortage',
  jobOffer: true,
  salary: 60_000,
});
const itSpecialist = answersWith({
  qualification: 'vocational',
  recognition: 'notChecked',
  occupation: 'it',
  experience: 'threeOfSeven',
  jobOffer: true,
  salary: 60_000,
});
const rows = (answers: WeighedAnswers, id: PathwayId = 'blueCard') =>
  Object.fromEntries(
    evaluatePathway(id, answers, 2026).conditions.map(({ id: row, state }) => [row, state]),
  );

// § 18g (3) AufenthG: "Die Erteilung einer Blauen Karte EU setzt voraus, dass das konkrete
// Arbeitsplatzangebot … eine Beschäftigungsdauer von mindestens sechs Monaten vorsieht."
describe('the Blue Card’s six-month job (§ 18g (3) AufenthG)', () => {
  it('misses the Blue Card for a contract under six months, by degree and by IT experience', () => {
    expect(blueCardMinimumMonths).toBe(6);
    expect(pathwayRules.blueCard.instead?.sixMonthJob).toEqual(statute('AufenthG', '18g', 3));
    expect(rows({ ...engineer, contractMonths: 5 })).toMatchObject({ sixMonthJob: 'unmet' });
    expect(evaluatePathway('blueCard', { ...engineer, contractMonths: 5 }, 2026).open).toBe(false);
    expect(rows({ ...itSpecialist, contractMonths: 3 })).toMatchObject({
      itJobOffer: 'met',
      sixMonthJob: 'unmet',
    });
  });

  it('leaves six months or more, or no term stated, as it was', () => {
    for (const answers of [engineer, { ...engineer, contractMonths: 6 }]) {
      expect(rows(answers)).not.toHaveProperty('sixMonthJob');
      expect(evaluatePathway('blueCard', answers, 2026).open).toBe(true);
    }
  });

  it('asks the six months of the Blue Card only: §§ 18a/18b and § 19c (2) set no term', () => {
    const short = { ...engineer, contractMonths: 4 };
    expect(rows(short, 'skilledWorker')).not.toHaveProperty('sixMonthJob');
    expect(evaluatePathway('skilledWorker', short, 2026).open).toBe(true);
  });
});
