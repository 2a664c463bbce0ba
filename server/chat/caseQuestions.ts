import type { BlueCardCopy } from './blueCardReply';
import type { StatedProfile } from './profile';

/**
 * Answers to what a message about the visitor's own case asks besides its routes: whether a job
 * offer is needed first (each route's conditions say it, this says it in one line), and whether
 * a pension must be shown (§ 18 (2) no. 5 AufenthG: from 45, §§ 18a/18b only).
 */
export function caseQuestions(profile: StatedProfile, copy: BlueCardCopy['questions']): string[] {
  return [
    profile.offerAsked ? copy.offerNeeded : '',
    profile.pensionAsked ? copy.pension : '',
  ].filter(Boolean);
}
