import { numberPhrases, word, type ProfileText } from './profileText';
import type { Reader } from './profileReaders';

/** The words of a job contract's term, in one language (comma-separated copy). */
export interface ContractTermWords {
  /**
   * A fixed term in months, `#` for the number: "#-month contract", "contrato de # meses",
   * "befristet auf # Monate". Always with a contract's or a job's word, so a stay or a probation
   * period ("Probezeit von 6 Monaten") is no contract's term.
   */
  contractMonths: string;
}

/**
 * The term of the job contract offered, in months, where the message states one ("a 4-month
 * contract", "un contrato de 3 meses", "auf 5 Monate befristet"): the Blue Card asks for at least
 * six (§ 18g (3) AufenthG).
 */
export function contractTermReader(words: ContractTermWords, text: ProfileText): Reader {
  const term = new RegExp(word(numberPhrases(text, words.contractMonths)));
  return (message) => {
    const months = term.exec(message)?.slice(1).find(Boolean);
    return months === undefined ? {} : { contractMonths: Number(months) };
  };
}
