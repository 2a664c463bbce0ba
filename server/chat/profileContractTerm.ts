import { numberPhrases, word, type ProfileText } from './profileText';
import type { Reader } from './profileReaders';
import type { StatedProfile } from './profile';
import { blueCardMinimumMonths } from '../../src/shared/germanyCheck/pathways';

/** The words of a job contract's term, in one language (comma-separated copy). */
export interface ContractTermWords {
  /**
   * A fixed term in months, `#` for the number: "#-month contract", "contrato de # meses",
   * "befristet auf # Monate". Always with a contract's or a job's word, so a stay or a probation
   * period ("Probezeit von 6 Monaten") is no contract's term.
   */
  contractMonths: string;
  /**
   * A job contract's nouns ("contract", "contrato", "Vertrag"): a number of months a few words
   * after one, in its clause, is its term too ("el contrato es solo por 5 meses", 94a W1).
   */
  contractNouns: string;
  /** The word for months ("meses", "Monate"). */
  months: string;
  /** A contract with no end date: "permanent contract", "contrato indefinido", "unbefristet". */
  permanentContract: string;
}

/** How many words may stand between a contract's noun and its months. */
const termReach = 4;

/**
 * The term of the job contract offered, in months, where the message states one ("a 4-month
 * contract", "un contrato de 3 meses", "auf 5 Monate befristet"): the Blue Card asks for at least
 * six (§ 18g (3) AufenthG).
 */
export function contractTermReader(words: ContractTermWords, text: ProfileText): Reader {
  const term = new RegExp(word(numberPhrases(text, words.contractMonths)));
  const near = new RegExp(
    word(
      `${text.any(words.contractNouns)}(?:\\s+[^\\s\\d.,;:!?]+){0,${termReach}}\\s+(\\d{1,2})\\s*${text.any(words.months)}`,
    ),
  );
  const permanent = text.has(words.permanentContract);
  return (message) => {
    const months = (term.exec(message) ?? near.exec(message))?.slice(1).find(Boolean);
    if (months !== undefined) return { contractMonths: Number(months) };
    return permanent(message) ? { permanentContract: true } : {};
  };
}

/**
 * The check's answer to "for at least six months?" from a term the chat read (a permanent
 * contract has none to fall short): the route weighed
 * and the link to the check say the same (unanswered where no term was stated).
 */
export const sixMonthContractOf = ({
  contractMonths,
  permanentContract,
}: Pick<StatedProfile, 'contractMonths' | 'permanentContract'>) =>
  contractMonths !== undefined
    ? contractMonths >= blueCardMinimumMonths
    : permanentContract === true
      ? true
      : undefined;
