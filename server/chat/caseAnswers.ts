import { emptyAnswers, type Answers } from '../../src/shared/germanyCheck/answers';
import type { PathwayId, WeighedAnswers } from '../../src/shared/germanyCheck/pathways';
import { sixMonthContractOf } from './profileContractTerm';
import { statesJob, tradeTrained } from './caseRoutes';
import type { StatedProfile } from './profile';

/** An occupation of the check's lists of shortage or Blue Card occupations, which hold regulated ones. */
const mayBeListed = (occupation: StatedProfile['jobOccupation']) =>
  occupation === 'shortage' || occupation === 'blueCardList';

/**
 * The recognition the visitor told: partial, full, or none checked yet. A nurse's degree rated in
 * anabin or by the ZAB (`ratedOnly`) is comparable, which makes her a skilled worker, but no
 * recognition of the nursing qualification (108c m29).
 */
export function recognitionWeighed(profile: StatedProfile): NonNullable<Answers['recognition']> {
  if (profile.partialRecognition) return 'partial';
  if (!profile.recognised) return 'notChecked';
  return profile.occupation === 'nursing' && profile.ratedOnly ? 'comparable' : 'full';
}

/**
 * The answers the routes weigh, from what the visitor stated. A salary stated is a job's. A
 * qualification not stated is a degree still to show (for an Ausbildung or studies, a school
 * certificate; a degree denied with no vocational training is none); an occupation not stated
 * is not one in short supply; a level, an age or experience not stated counts as none (the
 * reply says so); 45 or older stays unknown until the age is given.
 */
export function answersFrom(profile: StatedProfile, routes: readonly PathwayId[]): WeighedAnswers {
  const training = routes.includes('vocationalTraining');
  const study = routes.includes('study');
  const school = training || study || (profile.degree === false && !profile.vocational);
  // A trade's training is assumed (`tradeTrained`), unless the case is the training they want.
  const vocational = profile.vocational === true || (tradeTrained(profile) && !training);
  const sixMonthContract = sixMonthContractOf(profile);
  return {
    ...emptyAnswers,
    goal: training
      ? 'training'
      : study
        ? 'study'
        : profile.occupation === 'nursing'
          ? 'nursing'
          : 'work',
    qualification: profile.degree
      ? 'degree'
      : vocational
        ? 'vocational'
        : school
          ? 'school'
          : 'degree',
    recognition: recognitionWeighed(profile),
    recentGraduate: profile.recentGraduate === true,
    jobOffer: statesJob(profile),
    ...(profile.salary === undefined ? {} : { salary: profile.salary }),
    ...(profile.collectiveAgreement === undefined
      ? {}
      : {
          collectiveAgreement:
            profile.collectiveAgreement === 'unknown'
              ? ('unknown' as const)
              : profile.collectiveAgreement
                ? ('yes' as const)
                : ('no' as const),
        }),
    ...(profile.trainingContract === undefined
      ? {}
      : { trainingContract: profile.trainingContract }),
    ...(sixMonthContract === undefined ? {} : { sixMonthContract }),
    // An occupation named by its name is known to be regulated or not (`regulatedProfessions`),
    // and so is one not named, weighed as another occupation; a job named by a title of the
    // shortage or Blue Card occupations alone ("als Ingenieur") leaves its licence to show.
    ...(profile.occupation === undefined &&
    profile.regulated === undefined &&
    mayBeListed(profile.jobOccupation)
      ? {}
      : { regulated: profile.regulated === true }),
    // "Got a job offer as a software developer … no degree, 4 years experience": with no
    // occupation of their own named, an IT job's is the IT specialist's (§ 18g (2), 62a).
    occupation:
      profile.occupation ?? (profile.jobOccupation === 'it' && !profile.degree ? 'it' : 'other'),
    ...(profile.jobOccupation === undefined ? {} : { jobOccupation: profile.jobOccupation }),
    ...(profile.qualificationField === undefined
      ? {}
      : { qualificationField: profile.qualificationField }),
    ...(profile.experienceOutsideField ? { experienceOutsideField: true } : {}),
    experience: profile.experience ?? 'none',
    german: profile.german ?? 'none',
    english: profile.english ?? 'none',
    age: profile.age ?? 'from40',
    ...(profile.from45 === undefined ? {} : { from45: profile.from45 }),
    germanStay: profile.germanStay ?? false,
    partner: profile.partner ?? false,
  };
}

/**
 * The answers one route is weighed with: the Blue Card's lower threshold goes by the job's
 * occupation group (§ 18g (1) sentence 2 AufenthG), so it weighs as another occupation a job
 * said not to fit the visitor's profession
 * ("die Stelle ist Vertrieb, kein Ingenieursjob"), whatever its title, or one only like an
 * occupation of the list ("auxiliar de enfermería").
 */
export function routeAnswers(
  id: PathwayId,
  answers: WeighedAnswers,
  profile: StatedProfile,
): WeighedAnswers {
  if (id !== 'blueCard') return answers;
  // "licenciado en administración … backend developer … El puesto no tiene que ver con mi
  // título" (80a W1): a job titled in IT stays one, for § 18g (2); only the degree's fit is denied.
  const titledIt = profile.jobOccupation === 'it';
  if (profile.jobOutsideField && !titledIt)
    return { ...answers, occupation: 'other', jobOccupation: 'other' };
  return profile.jobOffList ? { ...answers, jobOccupation: 'other' } : answers;
}
