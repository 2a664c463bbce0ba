import { emptyAnswers, type CompleteAnswers } from '../../src/shared/germanyCheck/answers';
import {
  conditionFigures,
  evaluatePathway,
  type ConditionId,
  type ConditionState,
} from '../../src/shared/germanyCheck/pathways';
import { figureFor } from '../../src/config/germanRules';
import { formatEuro } from '../../src/i18n/formatEuro';
import type { Locale } from '../../src/i18n/locales';
import { interpolate } from '../../src/shared/chat/text';
import type { StatedProfile } from './profile';

/** The copy of a Blue Card reply (`engine.blueCard`) with the Germany check's own words. */
export interface BlueCardCopy {
  intro: string;
  salary: string;
  open: string;
  notYet: string;
  close: string;
  /** The check's condition sentences and state words (`germanyCheck.json`). */
  conditions: Record<ConditionId, string>;
  states: Record<ConditionState, string>;
  /** "figure for {{year}}", "latest confirmed figure, from {{year}}". */
  when: { current: string; latest: string };
  values: Record<string, string>;
}

/**
 * The answers the Blue Card weighs, from what the visitor stated. A salary stated is a job's:
 * the job offer counts. A degree not stated is one still to show, like a degree not yet
 * compared in anabin; an occupation not stated is not one in short supply.
 */
function answersFrom(profile: StatedProfile): CompleteAnswers {
  return {
    ...emptyAnswers,
    goal: 'work',
    qualification: 'degree',
    recognition: profile.partialRecognition ? 'partial' : 'notChecked',
    jobOffer: true,
    ...(profile.salary === undefined ? {} : { salary: profile.salary }),
    occupation: profile.occupation ?? 'other',
    experience: profile.experience ?? 'none',
    german: profile.german ?? 'none',
    english: profile.english ?? 'none',
    age: profile.age ?? 'from40',
  };
}

/** A condition's sentence with its dated figures for the visitor's language. */
function conditionLine(id: ConditionId, copy: BlueCardCopy, lng: Locale, year: number): string {
  const values: Record<string, string> = {};
  for (const figureId of conditionFigures[id] ?? []) {
    const figure = figureFor(figureId, year);
    values[figureId] = formatEuro(lng, figure.amount);
    values.when = interpolate(figure.year === year ? copy.when.current : copy.when.latest, {
      year: String(figure.year),
    });
  }
  return interpolate(copy.conditions[id], values);
}

/**
 * The EU Blue Card for the visitor's own case, counted by the Germany check's rules: the salary
 * as understood, each condition with its state (met, missing, to show) and the verdict.
 */
export function blueCardReply(
  profile: StatedProfile,
  copy: BlueCardCopy,
  lng: Locale,
  year: number,
): string {
  const result = evaluatePathway('blueCard', answersFrom(profile), year);
  return [
    interpolate(copy.intro, { year: String(year) }),
    profile.salary === undefined
      ? ''
      : interpolate(copy.salary, { salary: formatEuro(lng, profile.salary) }),
    ...result.conditions.map(
      (condition) =>
        `- ${copy.states[condition.state]}: ${conditionLine(condition.id, copy, lng, year)}`,
    ),
    result.open ? copy.open : copy.notYet,
    interpolate(copy.close, copy.values),
  ]
    .filter(Boolean)
    .join('\n');
}
