import { describe, expect, it } from 'vitest';
import {
  blueCardMinimumMonths,
  evaluatePathway,
  pathwayRules,
  type PathwayId,
  type WeighedAnswers,
} from './pathways';
import { statute } from './law';
import { asksSixMonthContract, relevant, unanswered } from './answers';
import { answersFromSearch, answersToSearch } from './answerUrl';
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
  it('misses the Blue Card for a job under six months, by degree and by IT experience', () => {
    expect(blueCardMinimumMonths).toBe(6);
    expect(pathwayRules.blueCard.instead?.sixMonthJob).toEqual(statute('AufenthG', '18g', 3));
    const short = { ...engineer, sixMonthContract: false };
    expect(rows(short)).toMatchObject({ sixMonthJob: 'unmet' });
    expect(evaluatePathway('blueCard', short, 2026).open).toBe(false);
    expect(rows({ ...itSpecialist, sixMonthContract: false })).toMatchObject({
      itJobOffer: 'met',
      sixMonthJob: 'unmet',
    });
  });

  it('meets it for six months or more, and leaves the row out where no term is known', () => {
    const long = { ...engineer, sixMonthContract: true };
    expect(rows(long)).toMatchObject({ sixMonthJob: 'met' });
    expect(evaluatePathway('blueCard', long, 2026).open).toBe(true);
    // The chat asks nothing of the term: a case that states none is weighed without the row.
    expect(rows(engineer)).not.toHaveProperty('sixMonthJob');
  });

  it('asks the six months of the Blue Card only: §§ 18a/18b and § 19c (2) set no term', () => {
    const short = { ...engineer, sixMonthContract: false };
    expect(rows(short, 'skilledWorker')).not.toHaveProperty('sixMonthJob');
    expect(evaluatePathway('skilledWorker', short, 2026).open).toBe(true);
  });
});

describe('the page’s question on the job’s term', () => {
  const offer = { goal: 'work', jobOffer: true } as const;
  it('is asked with a job offer where the Blue Card can follow: a degree, or a job in IT', () => {
    expect(asksSixMonthContract({ ...offer, qualification: 'degree', occupation: 'other' })).toBe(
      true,
    );
    expect(asksSixMonthContract({ ...offer, qualification: 'school', occupation: 'it' })).toBe(
      true,
    );
    expect(
      asksSixMonthContract({
        ...offer,
        qualification: 'vocational',
        occupation: 'shortageOffList',
      }),
    ).toBe(false);
    expect(asksSixMonthContract({ ...offer, jobOffer: false, qualification: 'degree' })).toBe(
      false,
    );
  });

  it('holds the result back until answered, and travels in the link', () => {
    const unansweredTerm = { ...engineer, jobOccupation: 'shortage' } as const;
    expect(unanswered(unansweredTerm, 2026)).toEqual(['sixMonthContract']);
    for (const sixMonthContract of [true, false]) {
      const search = answersToSearch({ ...engineer, sixMonthContract });
      expect(search).toContain(`sixmonths=${sixMonthContract ? 'yes' : 'no'}`);
      expect(answersFromSearch(search).sixMonthContract).toBe(sixMonthContract);
    }
    // Dropped with the job offer, as the salary is.
    expect(relevant({ ...engineer, jobOffer: false, sixMonthContract: false })).not.toHaveProperty(
      'sixMonthContract',
    );
  });
});
