import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import { word, type ProfileText } from './profileText';

/**
 * "Habe Abitur gemacht und möchte Informatik studieren": a school certificate held, with nothing
 * above it named, is the visitor's highest (no route asking a qualification opens), and a goal
 * (not training) that is studying makes the study routes the ones asked for. "Quiero estudiar
 * una Ausbildung" wishes training: the study word inside a training wish is no study goal, nor
 * is a wish refused.
 */
export function schoolAndStudyReader(words: ProfileWords, text: ProfileText) {
  const schoolHeld = text.has(words.schoolHeld);
  const studyGoal = text.has(words.studyGoals);
  const trainingWish = new RegExp(word(text.any(words.wantsTraining)), 'g');
  // "No no I dont want to study. I want work as welder", "ich will nicht studieren" (85b f13).
  const negation = text.any(words.negations);
  const wish = text.any(words.wish);
  const refused = new RegExp(
    word(`(?:${negation}\\s+(?:[^\\s.,;!?]+\\s+)?${wish}|${wish}\\s+${negation})`),
  );
  const studies = (goal: string) =>
    studyGoal(goal.replace(trainingWish, ' ')) && !refused.test(goal);
  const applyThere = text.has(words.applyThere);
  return (profile: StatedProfile, held: string, goals: readonly string[]): StatedProfile => {
    const noneAbove = profile.degree !== true && !profile.vocational && !profile.qualified;
    const wantsStudy = goals.some(studies);
    const applying = wantsStudy && [held, ...goals].some(applyThere);
    return {
      ...(noneAbove && schoolHeld(held) ? { schoolOnly: true, degree: false } : {}),
      ...(wantsStudy ? { wantsStudy: true } : {}),
      ...(applying ? { applyForPlace: true } : {}),
    };
  };
}
