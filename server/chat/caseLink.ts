import type { Answers } from '../../src/shared/germanyCheck/answers';
import { sixMonthContractOf } from './profileContractTerm';
import { answersToSearch } from '../../src/shared/germanyCheck/answerUrl';
import type { PathwayId } from '../../src/shared/germanyCheck/pathways';
import { recognitionWeighed } from './caseAnswers';
import { statesJob, tradeTrained } from './caseRoutes';
import type { StatedProfile } from './profile';

/** The goal of the routes weighed: training, study, nursing, or work for every other route. */
function goalOf(profile: StatedProfile, routes: readonly PathwayId[]): Answers['goal'] {
  if (routes.includes('vocationalTraining')) return 'training';
  if (routes.includes('study')) return 'study';
  return profile.occupation === 'nursing' ? 'nursing' : 'work';
}

/**
 * The qualification held. For training ("als Auszubildende zur Mechatronikerin einstellen"), the
 * trade named is the one to be learned, not one held.
 */
function qualificationOf(profile: StatedProfile, training: boolean): Answers['qualification'] {
  if (profile.degree) return 'degree';
  if (profile.schoolOnly) return 'school';
  const held = profile.vocational || (!training && tradeTrained(profile));
  return held ? 'vocational' : undefined;
}

function recognitionOf(profile: StatedProfile): Answers['recognition'] {
  if (profile.recognised === undefined && !profile.partialRecognition) return undefined;
  return recognitionWeighed(profile);
}

function agreementOf(profile: StatedProfile): Answers['collectiveAgreement'] {
  const agreement = profile.collectiveAgreement;
  if (agreement === undefined || agreement === 'unknown') return agreement;
  return agreement ? 'yes' : 'no';
}

/**
 * A licence to practise the visitor said they hold, or not yet ("no tengo la Approbation
 * todavía"), or a job they said needs none ("Legal Counsel, keine Zulassung als Rechtsanwältin
 * nötig", 104c c25). Whether a profession is regulated is otherwise left for the check to ask: a
 * name the words do not know as regulated is no proof that it is not.
 */
function licenceOf(profile: StatedProfile): Answers['licence'] {
  if (profile.licenceNotNeeded && profile.licensed === undefined) return 'notRegulated';
  if (profile.licensed === undefined) return undefined;
  return profile.licensed ? 'held' : 'notYet';
}

/**
 * The occupation of the job offered: its title's, where the message names one; another than the
 * visitor's where it says the job does not fit them; none (the check asks it) where the title
 * names no occupation the words know; otherwise, with a job, the visitor's own, as
 * "I'm a nurse, a hospital offers me 34k" tells a nurse's job and the chat weighed it so.
 */
function jobOccupationOf(profile: StatedProfile): Answers['jobOccupation'] {
  if (profile.jobOccupation) return profile.jobOccupation;
  if (profile.jobOutsideField) return 'other';
  if (profile.jobTitleUnread) return undefined;
  return statesJob(profile) ? profile.occupation : undefined;
}

/**
 * The check's answers for what the visitor stated, and only that. Unlike the answers the chat
 * weighs (`answersFrom`, where a level not given counts as none), a fact the message left out
 * stays unanswered, so the check asks it instead of showing a guess as the visitor's answer.
 */
export function statedAnswers(profile: StatedProfile, routes: readonly PathwayId[]): Answers {
  // A training place is no job offer, and its trade no occupation held: the check asks both.
  const training =
    routes.includes('vocationalTraining') &&
    (profile.trainingContract === true || profile.wantsTraining === true);
  const jobOccupation = training ? undefined : jobOccupationOf(profile);
  const stated: Answers = {
    goal: goalOf(profile, routes),
    qualification: qualificationOf(profile, training),
    recognition: recognitionOf(profile),
    recentGraduate: profile.recentGraduate,
    jobOffer: training ? undefined : statesJob(profile) || profile.jobOffer,
    sixMonthContract: training ? undefined : sixMonthContractOf(profile),
    salary: training ? undefined : profile.salary,
    collectiveAgreement: agreementOf(profile),
    licence: training ? undefined : licenceOf(profile),
    // The check's occupation is the qualification's field, and its experience that in the
    // field: experience told of work in another field is the job's where the job is in that
    // work, and otherwise left for the visitor to weigh there.
    occupation: training ? undefined : (profile.qualificationField ?? profile.occupation),
    jobOccupation,
    experience:
      profile.qualificationField === undefined && !profile.experienceOutsideField
        ? profile.experience
        : undefined,
    jobExperience:
      profile.qualificationField !== undefined && jobOccupation === profile.occupation
        ? profile.experience
        : undefined,
    german: profile.german,
    english: profile.english,
    age: profile.age,
    from45: profile.from45,
    germanStay: profile.germanStay,
    partner: profile.partnerUnsaid ? undefined : profile.partner,
  };
  return Object.fromEntries(Object.entries(stated).filter(([, value]) => value !== undefined));
}

/**
 * The Germany check's address with the answers the chat read, so the visitor opens the check
 * at its questions and sees, question by question, what was understood: a fact misread
 * from free text is corrected with one choice instead of a new message.
 */
export const checkLinkWith = (
  checkUrl: string,
  profile: StatedProfile,
  routes: readonly PathwayId[],
): string => `${checkUrl}${answersToSearch(statedAnswers(profile, routes))}#check`;
