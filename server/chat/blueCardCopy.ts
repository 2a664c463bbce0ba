import type { SalaryProblem } from './profile';
import type {
  ConditionId,
  ConditionState,
  PathwayId,
  RouteStatus,
} from '../../src/shared/germanyCheck/pathways';
import type { AskableFact } from './caseWeighing';
import type { PartnerCopy } from './partnerLine';
import type { AgeEdgeCopy } from './ageEdgeNote';
import type { StayCopy } from './stayNote';

/**
 * The copy of a reply on the visitor's own case (`engine.blueCard`: the Blue Card's reply grew
 * into one for every route the case touches) with the Germany check's own words.
 */
export interface BlueCardCopy {
  intro: string;
  /** The intro when the reply weighs more routes than the Blue Card. */
  casesIntro: string;
  /**
   * A message that tells of two people or more ("Frau A. … Frau B.", "my wife and I both"): one
   * case at a time, with the check's address, instead of one case of merged facts.
   */
  onePerson: string;
  /** Another person's case asked beside the visitor's ("my brother … is that ok?"): not weighed. */
  otherPersonAsked: string;
  salary: string;
  /** The salary read with a fixed bonus counted in it (`withFixedPay`). */
  salaryWithBonus: string;
  /** Why the Blue Card's lower threshold applies: a recent degree, or an occupation in short supply. */
  reducedBecause: Record<'recentGraduate' | 'shortage' | 'blueCardList', string>;
  /** Why a skilled trade in short supply (an electrician) still has the regular threshold. */
  regularForTrade: string;
  /**
   * The regular salary row when only a degree of the last three years would let a stated salary
   * pass: what is open is the year, not the salary ("your €50,000 is below €50,700, but …").
   */
  graduationOpen: string;
  /** A doctor's, dentist's or pharmacist's route: the licence (Approbation, Berufserlaubnis) it needs. */
  regulatedLicence: string;
  /** § 18 (2) sentence 2 AufenthG: the floor from 45 may be waived, said where a qualified worker misses it. */
  olderSalaryWaiver: string;
  /** § 18g (3) AufenthG, said after a Blue Card open to a job offer whose term was not stated. */
  sixMonthTerm: string;
  /** A job outside the regulated practice (in-house compliance, a private language school). */
  licenceOutside: string;
  /**
   * Why a nurse's German B2 is missing (the licence to practise, § 18 (2) no. 3 AufenthG with
   * § 2 no. 4 PflBG), and the routes that let her reach it in Germany.
   */
  nursingLicence: string;
  /** After a German minimum met by a higher level stated: "(the {{level}} you wrote meets it)". */
  levelMeets: string;
  /** After a German row met by a licence held, the level stated being lower ("B1" for B2). */
  levelByLicence: string;
  /** After a degree to show where the visitor named anabin's "H+": what the rating is not. */
  institutionRating: string;
  /** After the skilled-worker route, for a helper's job: why the job rows are missing. */
  unskilledJob: string;
  /** Answers to what a case asks besides its routes (`caseQuestions.ts`). */
  questions: {
    offerNeeded: string;
    contractNeeded: string;
    recognitionNeeded: string;
    /** "¿Cómo funciona?" with the recognition partnership weighed: how § 16d (3) works. */
    partnershipHow: string;
    /** "Reicht das?" for a nurse's salary: § 18a has no salary floor under 45. */
    nursingSalary: string;
    /** A minimum asked with a route to work: pay no worse than comparable employees' (§ 39). */
    comparablePay: string;
    /** "Does my age matter?" under 45: the rule of § 18 (2) no. 5 does not apply; the points. */
    ageUnder45: string;
    pension: string;
    trainingDuration: string;
    /** "Wie lange darf ich bleiben?" with § 17 (2) weighed: the page's nine months. */
    applicationDuration: string;
    /** "Who decides on her recognition?" with nursing weighed: the state's authority. */
    nursingDecider: string;
    /** "May I work while studying?" beside a student's case: not covered, and where to read. */
    studyWork: string;
    /** "Can I work there after my master's?" beside a student's case: § 20 and the card's threshold. */
    afterStudy: string;
    measuresWork: string;
    cardWork: string;
    /** "Can my wife come with me and work?" beside a case: not covered, and where to read. */
    familyJoin: string;
    /** "How long can I stay?" with the Opportunity Card weighed or counted: up to a year. */
    cardStay: string;
    /** Turning 45 soon: the age counts when the first permit under §§ 18a/18b is issued. */
    turning45: string;
    /** "What minimum salary at 46?": the § 18 (2) no. 5 floor, with {{amount}} and {{when}}. */
    olderSalary: string;
    /**
     * The same asked beside the Opportunity Card ("I want the Chancenkarte, do I need 55.770 at
     * my age?"): the floor binds the work permits, the card for seeking a job asks no salary.
     */
    olderSalaryCard: string;
  };
  /** "I could not read the salary you wrote: {{problem}}". */
  salaryUnread: string;
  /** The Blue Card's verdict when no condition is missing. */
  open: string;
  /** The Blue Card's verdict when none is missing and one is still to show (a degree not checked). */
  openToShow: string;
  notYet: string;
  /** Said after a verdict of "possible" when a condition is marked to show. */
  toShowNote: string;
  /** A route's heading ("{{route}} ({{law}}):") and its verdict, in a reply on several routes. */
  route: string;
  verdicts: Record<RouteStatus, string>;
  /**
   * The routes open with what the visitor wrote, after a reply on several routes or on the
   * other routes asked for; `none` when no route is open, `noneOther` when none of the other
   * routes asked for is either.
   */
  summary: { open: string; none: string; noneOther: string; ifPoints: string };
  /** The Opportunity Card's points for what the visitor wrote. */
  points: string;
  /** Why a partner's point is not counted, after the points (`engine.points`'s own lines). */
  partner: PartnerCopy;
  /** How ages of exactly 35 and 40 are read, after the points (`engine.points`'s own lines). */
  ageEdge: AgeEdgeCopy;
  /** What is said of a stay the points do not count (`engine.points`'s own lines). */
  stay: StayCopy;
  /** After an experience row met by years given without dates: the window it assumes ({{period}}). */
  experienceAssumed: string;
  /** The points after a coming birthday that moves the age row ({{age}}, {{total}}, {{needed}}). */
  afterBirthday: string;
  /** Before the questions for what the visitor did not say that a condition shown depends on. */
  unstated: string;
  /** Routes that turn on a fact not given, with the questions for it ({{routes}}, {{facts}}). */
  dependsOn: string;
  /** One short question per fact ("How old are you?"). */
  facts: Record<AskableFact, string>;
  close: string;
  /** The check's condition sentences, state words, route names and citations (`germanyCheck.json`). */
  conditions: Record<ConditionId, string>;
  states: Record<ConditionState, string>;
  routes: Record<PathwayId, string>;
  law: { section: string; paragraph: string; two: string };
  salaryProblems: Record<SalaryProblem, string>;
  /** "figure for {{year}}", "latest confirmed figure, from {{year}}". */
  when: { current: string; latest: string };
  values: Record<string, string>;
  /**
   * An employer's case ("wir möchten … einstellen"): the lines and questions on a salary speak
   * of the candidate's ("the candidate's salary"), not of the visitor's own.
   */
  employer: {
    /** The § 19c (2) row for a salary under its threshold (`conditions.collectiveAgreement`). */
    collectiveAgreement: string;
    /** The intros, which say the conditions' "you" is the candidate. */
    intro: string;
    casesIntro: string;
    onePerson: string;
    /** Years of experience assumed recent, said of the candidate's. */
    experienceAssumed: string;
  } & BlueCardCopy['reducedBecause'] &
    Record<`${AskableFact}Asked`, string>;
}

/** The copy for an employer asking about a candidate: the candidate's salary, age, languages. */
export const forEmployer = (copy: BlueCardCopy): BlueCardCopy => {
  const { employer } = copy;
  const facts = Object.fromEntries(
    (Object.keys(copy.facts) as AskableFact[]).map((fact) => [fact, employer[`${fact}Asked`]]),
  ) as BlueCardCopy['facts'];
  return {
    ...copy,
    intro: employer.intro,
    casesIntro: employer.casesIntro,
    onePerson: employer.onePerson,
    experienceAssumed: employer.experienceAssumed,
    conditions: { ...copy.conditions, collectiveAgreement: employer.collectiveAgreement },
    facts,
    reducedBecause: {
      recentGraduate: employer.recentGraduate,
      shortage: employer.shortage,
      blueCardList: employer.blueCardList,
    },
  };
};
