import { tellsOwnCase } from '../caseRoutes';
import { factsStated, type StatedProfile } from '../profile';
import type { Turn } from '../turn';

// The job a case is weighed with where the message names none: one the question assumes (what a
// job must pay) or the employer's own (an employer asking for a candidate).

/**
 * "46, first permit as a skilled worker: what minimum salary applies?" asks what a job must pay:
 * the routes are weighed with a job, so the salary conditions are shown with their figures (the
 * routes themselves are picked from what the message states).
 */
export function withAskedSalary(profile: StatedProfile, aspects: readonly string[]): StatedProfile {
  const unsaid = profile.jobOffer === undefined && profile.salary === undefined;
  // "Which minimum salaries apply for § 19c?" tells no case: no job is assumed for it.
  const salary = aspects.includes('salary') || profile.salaryAsked === true;
  const asked = salary && unsaid && tellsOwnCase(profile);
  return asked ? { ...profile, jobOffer: true, jobAssumed: true } : profile;
}

/**
 * An employer's case: the employer is the one who offers the job. "Was müssen wir einer
 * Pflegefachkraft zahlen, wenn wir sie über eine Anerkennungspartnerschaft holen?" names a
 * partnership only an employer with a job can make (§ 16d (3)), and asks what the job must pay.
 */
export function forEmployerCase(profile: StatedProfile, turn: Turn): StatedProfile {
  if (turn.audience !== 'company') return profile;
  const partnership = profile.asked?.includes('recognitionPartnership') === true;
  // What a candidate must be paid, asked with a fact of the candidate's ("4 años de
  // experiencia") or for the Blue Card of a candidate's qualification ("a data scientist with a
  // master's … to get a Blue Card?"), not "Firmen zahlen Ihnen 5000 Euro … für einen
  // Senior-Entwickler".
  const qualified = profile.degree !== undefined || profile.vocational === true;
  const forBlueCard = turn.understood.services.includes('blueCard') && qualified;
  const payAsked = turn.tools.payAsked(turn.spelled) && (factsStated(profile) >= 1 || forBlueCard);
  // "I want the Chancenkarte, do I need 55.770 because of my age?": a card for seeking a job,
  // so the pay asked is no job's.
  const seeking = turn.understood.services.includes('chancenkarte');
  const offered = profile.jobOffer === undefined && !seeking && (partnership || payAsked);
  // "Wir suchen eine Pflegefachkraft … Die Kandidatin hat …, was brauchen wir?": the employer
  // means to make the offer, so the job's rows are to show, not missing (75c V05).
  const hiring = profile.jobOffer === undefined && !seeking && factsStated(profile) >= 2;
  return {
    ...profile,
    ...(offered ? { jobOffer: true } : {}),
    ...(hiring && !offered ? { jobOffer: true, jobAssumed: true } : {}),
    ...(payAsked ? { salaryAsked: true } : {}),
  };
}
