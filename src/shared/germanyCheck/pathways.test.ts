import { describe, expect, it } from 'vitest';
import type { CompleteAnswers } from './answers';
import {
  evaluatePathway,
  evaluatePathways,
  goalOrder,
  pathwayConditions,
  pathwayIds,
  goalRoutes,
  routesForGoal,
  pathwayRules,
  showsPoints,
  tallyRoutes,
  type PathwayId,
} from './pathways';
import { statute, statuteUrl } from './law';
import { answersWith } from './testAnswers';

function route(id: PathwayId, changes: Partial<CompleteAnswers>, year = 2026) {
  const result = evaluatePathways(answersWith(changes), year).find((r) => r.id === id);
  if (!result) throw new Error(`${id} missing`);
  // The statutes are checked on their own below; here, what the answers meet.
  return {
    id: result.id,
    open: result.open,
    conditions: result.conditions.map(({ id: c, state }) => ({ id: c, state })),
  };
}
const states = (id: PathwayId, changes: Partial<CompleteAnswers>, year = 2026) =>
  Object.fromEntries(route(id, changes, year).conditions.map((c) => [c.id, c.state]));

const recognisedDegree = { qualification: 'degree', recognition: 'full' } as const;
const offer = (salary: number) => ({ jobOffer: true, salary });

describe('EU Blue Card', () => {
  it('is open with a recognised degree, a job offer and the general threshold of the year', () => {
    expect(route('blueCard', { ...recognisedDegree, ...offer(50_700) })).toMatchObject({
      open: true,
    });
    expect(states('blueCard', { ...recognisedDegree, ...offer(50_699) })).toEqual({
      degreeRecognised: 'met',
      matchingJobOffer: 'met',
      blueCardSalary: 'unmet',
    });
  });

  it('takes the threshold of the year asked about', () => {
    expect(route('blueCard', { ...recognisedDegree, ...offer(48_300) }, 2025).open).toBe(true);
    expect(route('blueCard', { ...recognisedDegree, ...offer(48_300) }, 2026).open).toBe(false);
    expect(route('blueCard', { ...recognisedDegree, ...offer(50_700) }, 2027).open).toBe(true);
  });

  it.each(['it', 'nursing', 'shortage'] as const)(
    'uses the lower threshold for the shortage occupation %s',
    (occupation) => {
      // A nurse's licence needs German B2 (§ 2 PflBG), asked of the Blue Card too.
      const profile = {
        ...recognisedDegree,
        occupation,
        german: 'B2',
        licence: undefined,
      } as const;
      expect(states('blueCard', { ...profile, ...offer(45_935) })).toEqual({
        degreeRecognised: 'met',
        // A nursing post is often classed below graduate level: the fit is to show.
        matchingJobOffer: occupation === 'nursing' ? 'toProve' : 'met',
        // A nurse's licence is weighed; "another occupation in short supply" may be regulated
        // (medicine), which the page does not ask: its licence is to show.
        ...(occupation === 'it'
          ? {}
          : occupation === 'nursing'
            ? { nursingLicence: 'met' }
            : { licenceToPractise: 'toProve' }),
        blueCardReducedSalary: 'met',
      });
      expect(route('blueCard', { ...profile, ...offer(45_934) }).open).toBe(false);
      expect(route('blueCard', { ...profile, ...offer(43_760) }, 2025).open).toBe(true);
    },
  );

  it('asks a nurse the licence to practise (§ 18 (2) no. 3): full recognition and German B2', () => {
    const nurse = { qualification: 'degree', occupation: 'nursing', ...offer(48_000) } as const;
    expect(
      states('blueCard', { ...nurse, recognition: 'notChecked', german: 'none' }),
    ).toMatchObject({ degreeRecognised: 'toProve', nursingLicence: 'unmet' });
    expect(route('blueCard', { ...nurse, recognition: 'full', german: 'B1' }).open).toBe(false);
    expect(states('blueCard', { ...nurse, recognition: 'full', german: 'B2' })).toMatchObject({
      nursingLicence: 'met',
    });
    expect(pathwayRules.blueCard.instead?.nursingLicence).toEqual(statute('AufenthG', '18', 2));
  });

  it('uses the lower threshold for every occupation § 18g (1) sentence 2 lists, a chemist too', () => {
    // A chemist (ISCO-08 group 21) with a recognised degree and €47,500 in 2026.
    const chemist = {
      ...recognisedDegree,
      occupation: 'blueCardList',
      licence: undefined,
      ...offer(47_500),
    } as const;
    expect(states('blueCard', chemist)).toEqual({
      degreeRecognised: 'met',
      matchingJobOffer: 'met',
      // The list holds dentists and veterinarians too: the licence is to show.
      licenceToPractise: 'toProve',
      blueCardReducedSalary: 'met',
    });
    expect(route('blueCard', chemist).open).toBe(true);
    // The chat, which reads the occupation's name, knows a chemist's is not regulated.
    const named = evaluatePathway('blueCard', { ...answersWith(chemist), regulated: false }, 2026);
    expect(named.conditions.map((condition) => condition.id)).not.toContain('licenceToPractise');
    expect(route('blueCard', { ...chemist, ...offer(45_934) }).open).toBe(false);
    expect(route('blueCard', { ...chemist, occupation: 'other' }).open).toBe(false);
  });

  it('gives the whole Blue Card list the Opportunity Card point: § 20b (1) no. 8 names its groups', () => {
    const withPoints = {
      qualification: 'degree',
      recognition: 'partial',
      german: 'A1',
      age: 'under35',
      experience: 'twoOfFive',
      germanStay: true,
    } as const;
    expect(states('opportunityCard', { ...withPoints, occupation: 'blueCardList' })).toMatchObject({
      points: 'met',
    });
    expect(
      states('opportunityCard', {
        ...withPoints,
        recognition: 'notChecked',
        occupation: 'blueCardList',
      }),
    ).toMatchObject({ points: 'met' });
    // A trade or social work, off the list, has no such point: one short of six.
    expect(
      states('opportunityCard', {
        ...withPoints,
        recognition: 'notChecked',
        occupation: 'shortageOffList',
      }),
    ).toMatchObject({ points: 'unmet' });
    expect(
      states('opportunityCard', {
        ...withPoints,
        recognition: 'notChecked',
        occupation: 'shortage',
      }),
    ).toMatchObject({ points: 'met' });
  });

  it('uses the lower threshold for a graduate of the last three years', () => {
    expect(
      route('blueCard', { ...recognisedDegree, recentGraduate: true, ...offer(45_935) }).open,
    ).toBe(true);
    expect(route('blueCard', { ...recognisedDegree, ...offer(45_935) }).open).toBe(false);
  });

  it('needs the degree recognised or comparable, and a job offer', () => {
    expect(states('blueCard', { recognition: 'partial', ...offer(60_000) })).toMatchObject({
      degreeRecognised: 'unmet',
    });
    expect(states('blueCard', { ...recognisedDegree, jobOffer: false })).toEqual({
      degreeRecognised: 'met',
      matchingJobOffer: 'unmet',
      blueCardSalary: 'unmet',
    });
  });

  it('is open to IT specialists without a degree with three years in the last seven', () => {
    const itSpecialist = {
      qualification: 'vocational',
      recognition: 'notChecked',
      occupation: 'it',
      ...offer(45_935),
    } as const;
    // No degree for the job to fit: § 18g (2) asks for a job as an IT specialist.
    expect(states('blueCard', { ...itSpecialist, experience: 'threeOfSeven' })).toEqual({
      itExperience: 'met',
      itJobOffer: 'met',
      blueCardReducedSalary: 'met',
    });
    expect(route('blueCard', { ...itSpecialist, experience: 'fiveOfSeven' }).open).toBe(true);
    expect(states('blueCard', { ...itSpecialist, experience: 'twoOfFive' })).toMatchObject({
      itExperience: 'unmet',
    });
    expect(states('blueCard', { ...itSpecialist, qualification: 'school' })).toMatchObject({
      itExperience: 'unmet',
    });
  });

  it('counts three IT years in the last seven wherever they fall: § 18g (2) asks no two of five', () => {
    // Worked years ago: three of the last seven, fewer than two of them in the last five.
    const earlier = {
      goal: 'work',
      qualification: 'school',
      occupation: 'it',
      experience: 'threeOfSevenEarlier',
      ...offer(46_000),
    } as const;
    expect(states('blueCard', earlier)).toEqual({
      itExperience: 'met',
      itJobOffer: 'met',
      blueCardReducedSalary: 'met',
    });
    expect(route('blueCard', earlier).open).toBe(true);
    // § 19c (2) with § 6 BeschV and the points of § 20b do ask two of the last five.
    const vocational = {
      ...earlier,
      qualification: 'vocational',
      recognition: 'notChecked',
    } as const;
    expect(states('experience', vocational)).toMatchObject({ experienceTwoOfFive: 'unmet' });
  });

  it('shows an IT graduate the route nearer to open', () => {
    const itGraduate = { occupation: 'it', experience: 'threeOfSeven', ...offer(46_000) } as const;
    expect(states('blueCard', itGraduate)).toMatchObject({ itExperience: 'met' });
    expect(states('blueCard', { ...itGraduate, experience: 'none' })).toMatchObject({
      degreeRecognised: 'toProve',
    });
    expect(states('blueCard', { ...itGraduate, ...recognisedDegree })).toMatchObject({
      degreeRecognised: 'met',
    });
  });

  it('names the lower threshold of the list only to a degree: a trade is short for § 20b only (57a)', () => {
    const electrician = {
      qualification: 'vocational',
      recognition: 'notChecked',
      occupation: 'shortage',
      jobOccupation: 'shortage',
      ...offer(47_000),
    } as const;
    expect(states('blueCard', electrician)).toMatchObject({ blueCardSalary: 'unmet' });
    expect(states('blueCard', electrician)).not.toHaveProperty('blueCardReducedSalary');
    expect(states('blueCard', { ...electrician, ...recognisedDegree })).toMatchObject({
      blueCardReducedSalary: 'met',
    });
  });

  it('weighs no job against a degree the visitor does not have (57b, 57c)', () => {
    const school = { qualification: 'school', occupation: 'other', ...offer(60_000) } as const;
    expect(states('blueCard', school)).toEqual({
      degreeRecognised: 'unmet',
      blueCardSalary: 'met',
    });
    const nurse = {
      qualification: 'vocational',
      recognition: 'full',
      occupation: 'nursing',
      german: 'B2',
      ...offer(40_000),
    } as const;
    expect(states('blueCard', nurse)).not.toHaveProperty('matchingJobOffer');
  });

  it("weighs the job's occupation, not the degree's: § 18g (1) sentence 2 and (2) (walk-through 56k)", () => {
    const itGraduate = { ...recognisedDegree, occupation: 'it', ...offer(47_000) } as const;
    expect(states('blueCard', { ...itGraduate, jobOccupation: 'it' })).toEqual({
      degreeRecognised: 'met',
      matchingJobOffer: 'met',
      blueCardReducedSalary: 'met',
    });
    // Hired as a controller: the general threshold, and whether the job fits the degree is to
    // show.
    expect(states('blueCard', { ...itGraduate, jobOccupation: 'other' })).toEqual({
      degreeRecognised: 'met',
      matchingJobOffer: 'toProve',
      blueCardSalary: 'unmet',
    });
    // An engineer hired as a sales clerk, the same; a graduate of the last three years keeps the
    // lower threshold, which (1) gives by the degree's date.
    const engineer = { ...recognisedDegree, occupation: 'shortage', regulated: false } as const;
    expect(states('blueCard', { ...engineer, ...offer(47_000), jobOccupation: 'other' })).toEqual({
      degreeRecognised: 'met',
      matchingJobOffer: 'toProve',
      blueCardSalary: 'unmet',
    });
    expect(
      states('blueCard', {
        ...engineer,
        recentGraduate: true,
        ...offer(47_000),
        jobOccupation: 'other',
      }),
    ).toMatchObject({ blueCardReducedSalary: 'met' });
    // An economist hired as a software developer: the lower threshold is the job's.
    expect(
      states('blueCard', { ...recognisedDegree, ...offer(47_000), jobOccupation: 'it' }),
    ).toMatchObject({ matchingJobOffer: 'toProve', blueCardReducedSalary: 'met' });
    // An IT specialist without a degree hired for a job outside IT has no § 18g (2) route.
    const itSpecialist = {
      qualification: 'school',
      occupation: 'it',
      experience: 'fiveOfSeven',
      ...offer(47_000),
    } as const;
    expect(route('blueCard', { ...itSpecialist, jobOccupation: 'it' }).open).toBe(true);
    expect(states('blueCard', { ...itSpecialist, jobOccupation: 'other' })).toMatchObject({
      degreeRecognised: 'unmet',
    });
    // A nurse hired for a job outside nursing needs no nursing licence for it.
    const nurse = { ...recognisedDegree, occupation: 'nursing', ...offer(60_000) } as const;
    expect(states('blueCard', { ...nurse, jobOccupation: 'it' })).not.toHaveProperty(
      'nursingLicence',
    );
    expect(states('blueCard', { ...nurse, jobOccupation: 'nursing' })).toHaveProperty(
      'nursingLicence',
    );
  });
});

describe('skilled worker with a recognised qualification (§ 18a / § 18b)', () => {
  it.each(['degree', 'vocational'] as const)(
    'is open with a recognised %s and a job offer',
    (q) => {
      expect(
        route('skilledWorker', { qualification: q, recognition: 'full', jobOffer: true }).open,
      ).toBe(true);
    },
  );

  it('needs full recognition and a job offer', () => {
    expect(states('skilledWorker', { recognition: 'partial', jobOffer: true })).toEqual({
      qualificationRecognised: 'unmet',
      qualifiedJobOffer: 'met',
    });
    expect(states('skilledWorker', { qualification: 'school', jobOffer: true })).toMatchObject({
      qualificationRecognised: 'unmet',
    });
    expect(states('skilledWorker', recognisedDegree)).toMatchObject({
      qualifiedJobOffer: 'unmet',
    });
  });
});

describe('experience route (§ 19c)', () => {
  const experienced = {
    qualification: 'vocational',
    experience: 'twoOfFive',
    ...offer(45_630),
  } as const;

  it('is open without recognition in Germany, with two years in the last five and the salary', () => {
    expect(route('experience', experienced).open).toBe(true);
    expect(route('experience', { ...experienced, experience: 'fiveOfSeven' }).open).toBe(true);
  });

  it('needs the experience, a qualification and an unregulated occupation', () => {
    expect(states('experience', { ...experienced, experience: 'none' })).toMatchObject({
      experienceTwoOfFive: 'unmet',
    });
    expect(states('experience', { ...experienced, qualification: 'school' })).toMatchObject({
      qualificationAtHome: 'unmet',
    });
    expect(states('experience', { ...experienced, occupation: 'nursing' })).toMatchObject({
      nursingLicence: 'unmet',
    });
    expect(
      states('experience', { ...experienced, occupation: 'nursing', recognition: 'full' }),
    ).toMatchObject({ nursingLicence: 'unmet' });
    expect(
      states('experience', {
        ...experienced,
        occupation: 'nursing',
        recognition: 'full',
        german: 'B2',
      }),
    ).toMatchObject({ nursingLicence: 'met' });
    expect(states('experience', { ...experienced, jobOffer: false })).toMatchObject({
      jobOffer: 'unmet',
      experienceSalary: 'unmet',
    });
  });

  it('says what experience it needs, without judging it, where the form never asked', () => {
    // A school certificate, no IT specialist: the experience question is not asked.
    const school = { ...experienced, qualification: 'school', occupation: 'other' } as const;
    expect(states('experience', school)).toMatchObject({
      qualificationAtHome: 'unmet',
      experienceTwoOfFive: 'toProve',
    });
  });
});

describe('Opportunity Card (§ 20a)', () => {
  it('is open directly with a fully recognised qualification; the funds remain to prove', () => {
    expect(route('opportunityCard', { qualification: 'vocational', recognition: 'full' })).toEqual({
      id: 'opportunityCard',
      open: true,
      conditions: [
        { id: 'qualificationRecognised', state: 'met' },
        { id: 'funds', state: 'toProve' },
      ],
    });
  });

  const sixPoints = {
    german: 'A1',
    age: 'under35',
    experience: 'twoOfFive',
    occupation: 'shortage',
    germanStay: true,
  } as const;

  it('is open by points with a qualification, German A1 or English B2 and 6 points', () => {
    expect(states('opportunityCard', sixPoints)).toEqual({
      qualificationAtHome: 'met',
      languageMinimum: 'met',
      points: 'met',
      funds: 'toProve',
    });
    expect(route('opportunityCard', { ...sixPoints, german: 'none', english: 'B2' }).open).toBe(
      true,
    );
  });

  it('is not open below 6 points, without the language minimum or without a qualification', () => {
    expect(states('opportunityCard', { ...sixPoints, germanStay: false })).toMatchObject({
      points: 'unmet',
    });
    expect(
      states('opportunityCard', { ...sixPoints, german: 'none', english: 'B1', partner: true }),
    ).toMatchObject({ languageMinimum: 'unmet', points: 'met' });
    expect(states('opportunityCard', { ...sixPoints, qualification: 'school' })).toMatchObject({
      qualificationAtHome: 'unmet',
    });
  });
});

describe('a nurse whose degree is comparable in anabin, not yet recognised as a nurse (108c m29)', () => {
  // § 18 (3) no. 2 AufenthG: a degree comparable to a German one makes a skilled worker, so the
  // Opportunity Card needs no points (§ 20a (1) no. 1); the licence to work as a nurse needs the
  // recognition of the nursing qualification by the state authority and German B2 (§ 18 (2)
  // no. 3 AufenthG, § 2 PflBG).
  const nurse = {
    goal: 'nursing',
    qualification: 'degree',
    recognition: 'comparable',
    occupation: 'nursing',
    jobOccupation: 'nursing',
    german: 'B2',
    age: 'under35',
    ...offer(46_000),
  } as const;

  it('opens the Opportunity Card directly, with no points box', () => {
    expect(states('opportunityCard', nurse)).toEqual({
      qualificationRecognised: 'met',
      funds: 'toProve',
    });
    expect(showsPoints(answersWith(nurse))).toBe(false);
  });

  it('gives no licence: the nursing recognition is still to come', () => {
    // As for a nurse whose recognition is not checked yet: the nursing card shows it to prove,
    // the routes that weigh the licence as one row have none.
    expect(states('nursing', nurse)).toMatchObject({ nursingRecognition: 'toProve' });
    expect(states('blueCard', nurse)).toMatchObject({
      degreeRecognised: 'met',
      nursingLicence: 'unmet',
    });
    expect(states('experience', nurse)).toMatchObject({ nursingLicence: 'unmet' });
  });

  it('keeps the recognition partnership open, as for any recognition still to come', () => {
    expect(states('recognitionPartnership', nurse)).toMatchObject({ recognitionOpen: 'met' });
  });
});

describe('the other routes', () => {
  it('recognition partnership: a qualification, German A2 and a job offer; the agreement to prove', () => {
    expect(
      states('recognitionPartnership', {
        qualification: 'vocational',
        german: 'A2',
        jobOffer: true,
      }),
    ).toEqual({
      qualificationAtHome: 'met',
      recognitionOpen: 'met',
      germanA2: 'met',
      jobOffer: 'met',
      partnershipAgreement: 'toProve',
    });
    // Weighed alone (the chat does), full recognition says the route is not for this visitor.
    const partnership = evaluatePathway(
      'recognitionPartnership',
      answersWith({ recognition: 'full', german: 'A2', jobOffer: true }),
      2026,
    );
    expect(partnership.conditions).toContainEqual(
      expect.objectContaining({ id: 'recognitionOpen', state: 'unmet' }),
    );
    expect(route('recognitionPartnership', { german: 'A1', jobOffer: true }).open).toBe(false);
  });

  it('nursing: a nursing qualification recognised in Germany, German B2 and a job offer', () => {
    const nurse = {
      occupation: 'nursing',
      qualification: 'vocational',
      recognition: 'full',
      german: 'B2',
      jobOffer: true,
    } as const;
    expect(route('nursing', nurse).open).toBe(true);
    expect(states('nursing', { ...nurse, recognition: 'partial' })).toMatchObject({
      nursingRecognition: 'unmet',
    });
    expect(states('nursing', { ...nurse, german: 'B1' })).toMatchObject({ germanB2: 'unmet' });
    expect(states('nursing', { ...nurse, occupation: 'other' })).toMatchObject({
      nursingQualification: 'unmet',
      nursingRecognition: 'unmet',
    });
    expect(states('nursing', { ...nurse, jobOffer: false })).toMatchObject({ jobOffer: 'unmet' });
  });

  it('nursing is § 18a: from 45 a first permit needs the higher salary or a pension provision too', () => {
    const nurseAt45 = {
      occupation: 'nursing',
      qualification: 'vocational',
      recognition: 'full',
      german: 'B2',
      age: 'from40',
      from45: true,
      ...offer(40_000),
    } as const;
    expect(states('nursing', nurseAt45)).toMatchObject({ olderWorkerPension: 'toProve' });
    const nursing = evaluatePathways(answersWith(nurseAt45), 2026).find((r) => r.id === 'nursing');
    expect(nursing?.status).toBe('toShow');
    expect(states('nursing', { ...nurseAt45, ...offer(55_770) })).toMatchObject({
      olderWorkerSalary: 'met',
    });
    expect(states('nursing', { ...nurseAt45, from45: false })).not.toHaveProperty(
      'olderWorkerSalary',
    );
  });

  it('§ 19c (2): the licence row is to show for occupations that may be regulated, another one too, unless known (36y, 61c)', () => {
    const experienced = {
      qualification: 'degree',
      experience: 'twoOfFive',
      licence: undefined,
      ...offer(50_000),
    } as const;
    for (const occupation of ['shortage', 'blueCardList', 'other'] as const) {
      expect(states('experience', { ...experienced, occupation })).toMatchObject({
        licenceToPractise: 'toProve',
      });
      const known = evaluatePathway(
        'experience',
        { ...answersWith({ ...experienced, occupation }), regulated: false },
        2026,
      );
      expect(known.conditions.find((c) => c.id === 'licenceToPractise')?.state).toBe('met');
    }
    expect(states('experience', { ...experienced, occupation: 'it' })).toHaveProperty(
      'licenceToPractise',
      'met',
    );
    // A nurse's row is the nursing licence's, and only a nurse's speaks of nursing.
    const nurse = states('experience', { ...experienced, occupation: 'nursing' });
    expect(nurse).toHaveProperty('nursingLicence', 'unmet');
    expect(nurse).not.toHaveProperty('licenceToPractise');
    // Answered "not regulated", as an accountant would.
    expect(
      states('experience', { ...experienced, occupation: 'other', licence: 'notRegulated' }),
    ).toMatchObject({ licenceToPractise: 'met' });
  });

  it('study: admission, the language and a blocked account, all to show (§ 16b)', () => {
    const study = evaluatePathways(answersWith({ qualification: 'school' }), 2026).find(
      (r) => r.id === 'study',
    );
    expect(study?.status).toBe('toShow');
    expect(states('study', { qualification: 'school' })).toEqual({
      admission: 'toProve',
      studyLanguage: 'toProve',
      blockedAccount: 'toProve',
    });
  });

  it('vocational training: a training contract, the BA approval, German B1 unless checked or learnt first', () => {
    expect(states('vocationalTraining', { german: 'B1' })).toEqual({
      trainingContract: 'toProve',
      trainingApproval: 'toProve',
      trainingGerman: 'met',
      livingCosts: 'toProve',
    });
    expect(states('vocationalTraining', { german: 'A1' })).toMatchObject({
      trainingContract: 'toProve',
      trainingGerman: 'toProve',
    });
    // A signed contract still leaves the Federal Employment Agency's approval (§ 16a (1) with
    // § 39) to show: the route is not "possible" on the contract alone.
    const signed = evaluatePathway(
      'vocationalTraining',
      {
        ...answersWith({ goal: 'training', qualification: 'school', german: 'B1' }),
        trainingContract: true,
      },
      2026,
    );
    expect(signed?.status).toBe('toShow');
    expect(signed?.conditions.find((c) => c.id === 'trainingApproval')?.law).toEqual(
      statute('AufenthG', '16a', 1),
    );
  });

  it('search for a training place: under 35, German B1 and a school certificate to show', () => {
    expect(route('trainingSearch', { age: 'under35', german: 'B1' }).open).toBe(true);
    // The check does not ask which school certificate the visitor has: to show, whatever the
    // highest qualification (§ 17 (1) no. 3 asks one that gives access to university).
    for (const qualification of ['school', 'vocational', 'degree'] as const) {
      expect(
        states('trainingSearch', { qualification, age: 'under35', german: 'B1' }),
      ).toMatchObject({ schoolCertificate: 'toProve' });
    }
    const search = evaluatePathways(
      answersWith({ goal: 'training', qualification: 'vocational', age: 'under35', german: 'B1' }),
      2026,
    ).find((r) => r.id === 'trainingSearch');
    expect(search?.status).toBe('toShow');
    expect(states('trainingSearch', { age: 'from35to39', german: 'B1' })).toMatchObject({
      ageUnder35: 'unmet',
    });
    expect(states('trainingSearch', { age: 'under35', german: 'A2' })).toMatchObject({
      germanB1: 'unmet',
    });
  });
});

describe('the answer', () => {
  it('weighs every route once, for every goal', () => {
    for (const order of Object.values(goalOrder)) {
      expect([...order].sort()).toEqual([...pathwayIds].sort());
    }
  });

  it('lists the goal’s routes first, each group by status, then in the order of the goal', () => {
    const results = evaluatePathways(
      answersWith({ goal: 'study', german: 'B1', age: 'under35', recognition: 'partial' }),
      2026,
    );
    expect(results.map((r) => [r.id, r.status])).toEqual([
      ['study', 'toShow'],
      ['studyApplication', 'toShow'],
      ['opportunityCard', 'possible'],
      ['trainingSearch', 'toShow'],
      ['vocationalTraining', 'toShow'],
      ['recognitionMeasures', 'toShow'],
      ['blueCard', 'missing'],
      ['skilledWorker', 'missing'],
      ['experience', 'missing'],
      ['recognitionPartnership', 'missing'],
      ['nursing', 'missing'],
    ]);
  });

  it('puts the goal first when it is open', () => {
    const nurse = answersWith({
      goal: 'nursing',
      occupation: 'nursing',
      recognition: 'full',
      german: 'B2',
      jobOffer: true,
      salary: 40_000,
    });
    expect(evaluatePathways(nurse, 2026)[0]).toMatchObject({ id: 'nursing', open: true });
  });
});

describe('what the law says, item by item (issue 36)', () => {
  it('a degree not checked yet is one to show, not one missing (anabin is enough to start)', () => {
    const unchecked = { qualification: 'degree', recognition: 'notChecked' } as const;
    expect(states('blueCard', { ...unchecked, ...offer(60_000) })).toMatchObject({
      degreeRecognised: 'toProve',
    });
    expect(route('blueCard', { ...unchecked, ...offer(60_000) }).open).toBe(true);
    expect(states('skilledWorker', { ...unchecked, jobOffer: true })).toEqual({
      qualificationRecognised: 'toProve',
      qualifiedJobOffer: 'met',
    });
    // Vocational training: the recognition procedure is applied for from abroad, still to show;
    // a partial recognition says it is not equivalent.
    expect(
      states('skilledWorker', { qualification: 'vocational', recognition: 'notChecked' }),
    ).toMatchObject({ qualificationRecognised: 'toProve' });
    expect(
      states('skilledWorker', { qualification: 'vocational', recognition: 'partial' }),
    ).toMatchObject({ qualificationRecognised: 'unmet' });
  });

  it('§ 18a/§ 18b: any qualified employment; the Blue Card: a job that fits the degree', () => {
    expect(pathwayConditions('skilledWorker')).toEqual([
      'qualificationRecognised',
      'qualifiedJobOffer',
    ]);
    expect(pathwayConditions('blueCard')).toContain('matchingJobOffer');
  });

  it('§ 19c (2): under the salary floor, an employer bound by a collective agreement is to show', () => {
    const experienced = {
      qualification: 'vocational',
      experience: 'twoOfFive',
      occupation: 'other',
    } as const;
    const under = route('experience', { ...experienced, ...offer(40_000) });
    expect(under.open).toBe(true);
    expect(under.conditions.at(-1)).toEqual({ id: 'collectiveAgreement', state: 'toProve' });
    expect(states('experience', { ...experienced, ...offer(45_630) })).toMatchObject({
      experienceSalary: 'met',
    });
    expect(states('experience', experienced)).toMatchObject({ experienceSalary: 'unmet' });
  });

  it('§ 16d (1): a nurse with partial recognition and German A2 may come for the measures', () => {
    const nurse = {
      goal: 'nursing',
      occupation: 'nursing',
      qualification: 'vocational',
      recognition: 'partial',
      german: 'A2',
    } as const;
    expect(route('recognitionMeasures', nurse).open).toBe(true);
    const results = evaluatePathways(answersWith(nurse), 2026).map((r) => r.id);
    expect(results.indexOf('recognitionMeasures')).toBeLessThan(results.indexOf('nursing'));
    // The statute asks for the notice itself: none without a procedure.
    expect(states('recognitionMeasures', { ...nurse, recognition: 'notChecked' })).toMatchObject({
      recognitionNotice: 'unmet',
    });
    expect(
      evaluatePathway('recognitionMeasures', answersWith({ ...nurse, recognition: 'full' }), 2026)
        .conditions,
    ).toContainEqual(expect.objectContaining({ id: 'recognitionNotice', state: 'unmet' }));
    // "In der Regel mindestens" A2, and what the measure calls for: from A2 the measure decides.
    expect(states('recognitionMeasures', { ...nurse, german: 'A1' })).toMatchObject({
      germanForMeasure: 'unmet',
    });
    expect(states('recognitionMeasures', nurse)).toMatchObject({ germanForMeasure: 'toProve' });
    expect(states('recognitionMeasures', { ...nurse, german: 'B2' })).toMatchObject({
      germanForMeasure: 'toProve',
    });
    expect(states('recognitionMeasures', { ...nurse, german: 'C1' })).toMatchObject({
      germanForMeasure: 'met',
    });
  });

  it('§ 17 (2): applying for a university place from Germany is a route', () => {
    expect(pathwayIds).toContain('studyApplication');
    expect(route('studyApplication', { qualification: 'school', english: 'C1' }).open).toBe(true);
  });

  it('calls no route possible when all it has is to show, and can leave none open', () => {
    const student = evaluatePathways(
      answersWith({ goal: 'study', qualification: 'school', german: 'none', english: 'A2' }),
      2026,
    );
    expect(student.filter((r) => goalRoutes.study.includes(r.id)).map((r) => r.status)).toEqual([
      'toShow',
      'toShow',
    ]);
    const worker = evaluatePathways(
      answersWith({ goal: 'work', qualification: 'school', occupation: 'other', german: 'A2' }),
      2026,
    );
    expect(worker.filter((r) => goalRoutes.work.includes(r.id) && r.open)).toEqual([]);
  });

  it('counts the nursing route among the routes to work only for a nurse (walk-through 50b)', () => {
    const engineer = answersWith({ goal: 'work', qualification: 'degree', occupation: 'other' });
    expect(routesForGoal(engineer)).not.toContain('nursing');
    const results = evaluatePathways(engineer, 2026);
    const firstOther = results.findIndex((r) => !routesForGoal(engineer).includes(r.id));
    expect(results.findIndex((r) => r.id === 'nursing')).toBeGreaterThanOrEqual(firstOther);
    expect(routesForGoal({ goal: 'work', occupation: 'nursing' })).toContain('nursing');
    expect(routesForGoal({ goal: 'nursing' })).toContain('nursing');
  });

  it('§ 19c (2): the employer’s collective agreement, when asked, settles a salary under the floor', () => {
    const experienced = {
      qualification: 'vocational',
      experience: 'twoOfFive',
      occupation: 'other',
      ...offer(40_000),
    } as const;
    expect(states('experience', { ...experienced, collectiveAgreement: 'yes' })).toMatchObject({
      collectiveAgreement: 'met',
    });
    expect(states('experience', { ...experienced, collectiveAgreement: 'no' })).toMatchObject({
      collectiveAgreement: 'unmet',
    });
  });

  it('§ 18 (2) no. 5: from 45, a skilled worker shows the higher salary or a pension provision', () => {
    const older = { recognition: 'full', age: 'from40', from45: true } as const;
    expect(states('skilledWorker', { ...older, ...offer(55_770) })).toMatchObject({
      olderWorkerSalary: 'met',
    });
    // Under the floor, only the provision is left to show (96b m05); with no salary, either.
    expect(states('skilledWorker', { ...older, ...offer(55_769) })).toMatchObject({
      olderWorkerPension: 'toProve',
    });
    expect(states('skilledWorker', { ...older, jobOffer: true, salary: undefined })).toMatchObject({
      olderWorkerSalary: 'toProve',
    });
    expect(states('skilledWorker', { ...older, ...offer(55_769) })).not.toHaveProperty(
      'olderWorkerSalary',
    );
    expect(states('skilledWorker', { ...older, from45: false, ...offer(50_000) })).toEqual({
      qualificationRecognised: 'met',
      qualifiedJobOffer: 'met',
    });
  });

  it('§ 18 (2) no. 5 unanswered at 40 or over: the rule may apply, so the salary is to show', () => {
    const over40 = { recognition: 'full', age: 'from40', from45: undefined } as const;
    expect(states('skilledWorker', { ...over40, ...offer(50_000) })).toMatchObject({
      olderWorkerPension: 'toProve',
    });
    expect(states('skilledWorker', { ...over40, ...offer(56_000) })).toMatchObject({
      olderWorkerSalary: 'met',
    });
    expect(
      states('skilledWorker', { ...over40, age: 'from35to39', from45: true, ...offer(50_000) }),
    ).not.toHaveProperty('olderWorkerSalary');
  });

  it('from 45: §§ 18a/18b (§ 18 (2) no. 5 AufenthG) and § 19c (2) (§ 1 (2) BeschV) ask the higher salary, the Blue Card says it does not', () => {
    const at45 = {
      ...recognisedDegree,
      age: 'from40',
      from45: true,
      experience: 'twoOfFive',
      ...offer(47_000),
    } as const;
    for (const id of ['experience', 'skilledWorker'] as const) {
      expect(route(id, at45).conditions).toContainEqual({
        id: 'olderWorkerPension',
        state: 'toProve',
      });
      expect(states(id, { ...at45, ...offer(55_770) })).toMatchObject({ olderWorkerSalary: 'met' });
      expect(states(id, { ...at45, from45: false })).not.toHaveProperty('olderWorkerSalary');
    }
    expect(route('experience', at45).conditions).not.toContainEqual({
      id: 'noAgeRule',
      state: 'met',
    });
    expect(route('blueCard', at45).conditions).toContainEqual({ id: 'noAgeRule', state: 'met' });
    const lawOf = (id: PathwayId) =>
      evaluatePathways(answersWith(at45), 2026)
        .find((r) => r.id === id)
        ?.conditions.find((c) => c.id === 'olderWorkerPension')?.law;
    expect(lawOf('experience')).toEqual({ act: 'BeschV', sections: ['1'], paragraph: 2 });
    expect(lawOf('skilledWorker')).toEqual({ act: 'AufenthG', sections: ['18'], paragraph: 2 });
  });

  it('§ 6 BeschV: a job in IT needs no qualification for work by experience (61b)', () => {
    const itWithout = {
      qualification: 'school',
      occupation: 'it',
      experience: 'twoOfFive',
      jobOccupation: 'it',
      ...offer(47_000),
    } as const;
    expect(states('experience', itWithout)).toMatchObject({
      itOccupation: 'met',
      experienceTwoOfFive: 'met',
      experienceSalary: 'met',
    });
    expect(states('experience', itWithout)).not.toHaveProperty('qualificationAtHome');
    expect(route('experience', itWithout).open).toBe(true);
    // Under the floor, a collective agreement decides, as for anyone.
    expect(
      states('experience', { ...itWithout, ...offer(41_000), collectiveAgreement: 'yes' }),
    ).toMatchObject({ collectiveAgreement: 'met' });
    // A job outside IT still needs the qualification.
    expect(states('experience', { ...itWithout, jobOccupation: 'other' })).toMatchObject({
      qualificationAtHome: 'unmet',
    });
  });

  it('speaks of the age rule only where "45 or older?" is asked: 40+, a qualification, a job', () => {
    const over40 = { age: 'from40', from45: undefined } as const;
    // A school certificate with a job offer, and a degree with none: the question is not asked.
    for (const changes of [
      { ...over40, qualification: 'school', ...offer(50_000) },
      { ...over40, ...recognisedDegree, jobOffer: false },
    ] as const) {
      for (const id of ['blueCard', 'experience', 'skilledWorker'] as const) {
        expect(states(id, changes)).not.toHaveProperty('noAgeRule');
        expect(states(id, changes)).not.toHaveProperty('olderWorkerSalary');
      }
    }
  });

  it('weighs a nurse’s licence the same on the nursing card and the skilled-worker card', () => {
    const nurse = {
      goal: 'nursing',
      qualification: 'vocational',
      recognition: 'notChecked',
      occupation: 'nursing',
      english: 'B2',
      ...offer(48_000),
    } as const;
    const verdicts = (german: CompleteAnswers['german']) => {
      const results = evaluatePathways(answersWith({ ...nurse, german }), 2026);
      const of = (id: PathwayId) => results.find((r) => r.id === id);
      return {
        skilledWorker: of('skilledWorker')?.status,
        nursing: of('nursing')?.status,
        germanOnBoth: [of('skilledWorker'), of('nursing')].map(
          (r) => r?.conditions.find((c) => c.id === 'germanB2')?.state,
        ),
      };
    };
    expect(verdicts('none')).toEqual({
      skilledWorker: 'missing',
      nursing: 'missing',
      germanOnBoth: ['unmet', 'unmet'],
    });
    expect(verdicts('B2')).toEqual({
      skilledWorker: 'toShow',
      nursing: 'toShow',
      germanOnBoth: ['met', 'met'],
    });
    // Another occupation is not regulated: no German asked on the skilled-worker card.
    expect(states('skilledWorker', { ...nurse, occupation: 'other' })).not.toHaveProperty(
      'germanB2',
    );
  });

  it('counts the summary from the cards shown: the goal’s routes and the others apart', () => {
    const nurse = answersWith({
      goal: 'nursing',
      qualification: 'vocational',
      recognition: 'partial',
      occupation: 'nursing',
      experience: 'twoOfFive',
      german: 'A2',
      age: 'under35',
    });
    const results = evaluatePathways(nurse, 2026);
    const tally = tallyRoutes(results, { goal: 'nursing' });
    const count = (mine: boolean, status: string) =>
      results.filter((r) => goalRoutes.nursing.includes(r.id) === mine && r.status === status)
        .length;
    expect(tally).toEqual({
      forGoal: { possible: count(true, 'possible'), toShow: count(true, 'toShow') },
      others: { possible: count(false, 'possible'), toShow: count(false, 'toShow') },
    });
    // § 16d (1) for her goal; § 16a, § 16b and § 17 (2) among the others.
    expect(tally.forGoal.toShow).toBeGreaterThanOrEqual(1);
    expect(tally.others.toShow).toBe(3);
    const leaver = answersWith({
      goal: 'study',
      qualification: 'school',
      german: 'B1',
      english: 'B1',
      age: 'under35',
    });
    // § 17 (1) is open once the school certificate is shown.
    expect(tallyRoutes(evaluatePathways(leaver, 2026), leaver).others).toEqual({
      possible: 0,
      toShow: 2,
    });
  });

  it('leaves out § 16d (1) and (3) with full recognition: no route for that visitor', () => {
    const ids = (changes: Partial<CompleteAnswers>) =>
      evaluatePathways(answersWith({ goal: 'nursing', ...changes }), 2026).map((r) => r.id);
    for (const qualification of ['degree', 'vocational'] as const) {
      const recognised = ids({ qualification, recognition: 'full' });
      expect(recognised).not.toContain('recognitionPartnership');
      expect(recognised).not.toContain('recognitionMeasures');
      expect(recognised).toHaveLength(pathwayIds.length - 2);
    }
    expect(ids({ recognition: 'partial' })).toContain('recognitionMeasures');
    expect(ids({ recognition: 'notChecked' })).toContain('recognitionPartnership');
    expect(ids({ qualification: 'school' })).toHaveLength(pathwayIds.length);
  });

  it('shows no points box with full recognition or to a student', () => {
    expect(showsPoints(answersWith({}))).toBe(true);
    expect(showsPoints(answersWith({ recognition: 'full' }))).toBe(false);
    expect(showsPoints(answersWith({ goal: 'study' }))).toBe(false);
    expect(showsPoints(answersWith({ qualification: 'school' }))).toBe(false);
  });

  it('names the statute of every condition, with its official text', () => {
    for (const id of pathwayIds) {
      const result = evaluatePathways(answersWith({}), 2026).find((r) => r.id === id);
      for (const condition of result?.conditions ?? []) {
        expect(statuteUrl(condition.law)).toMatch(
          /^https:\/\/www\.gesetze-im-internet\.de\/(aufenthg_2004|beschv_2013|pflbg)\/__\d+[a-z]?\.html$/,
        );
      }
      expect(pathwayRules[id].law.act).toBe('AufenthG');
    }
    const blueCard = evaluatePathways(answersWith({ ...offer(50_000) }), 2026).find(
      (r) => r.id === 'blueCard',
    );
    expect(blueCard?.conditions[0]?.law).toEqual({
      act: 'AufenthG',
      sections: ['18g'],
      paragraph: 1,
    });
  });
});
