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
   * A fixed term in years, `#` for the number: "contrato de # año", "#-year contract",
   * "befristet auf # Jahre". Read as its months, so "un contrato de 1 año" is a term of twelve
   * and no year of work.
   */
  contractYears: string;
  /**
   * A job contract's nouns ("contract", "contrato", "Vertrag"): a number of months a few words
   * after one, in its clause, is its term too ("el contrato es solo por 5 meses", 94a W1).
   */
  contractNouns: string;
  /** The word for months ("meses", "Monate"). */
  months: string;
  /** A contract with no end date: "permanent contract", "contrato indefinido", "unbefristet". */
  permanentContract: string;
  /**
   * The same said alone as an item of a list, after the pay: "47k a year, permanent", "50 mil al
   * año, indefinido" (105a m27, 106b 12): not "permanent residence".
   */
  permanentAlone: string;
  /**
   * A contract said to have an end date after all: "the contract is not permanent", "no es
   * indefinido", "doch nicht unbefristet". It denies the term, not the offer (105b 12b).
   */
  notPermanent: string;
  /**
   * Said of the contract before its months, past a comma: "I misread the contract, it's for 8
   * months" (106b 20b), "el contrato, es por 8 meses", "der Vertrag, er läuft 8 Monate".
   */
  termSaid: string;
}

/** Up to four words between a contract's noun and its months, none past the clause's end. */
const clauseWords = '(?:\\s+[^\\s\\d.,;:!?]+){0,4}';

/**
 * The term of the job contract offered, in months, where the message states one ("a 4-month
 * contract", "un contrato de 3 meses", "auf 5 Monate befristet"): the Blue Card asks for at least
 * six (§ 18g (3) AufenthG).
 */
export function contractTermReader(
  words: ContractTermWords & { only: string; germanyNames: string; thereWords: string },
  text: ProfileText,
): Reader {
  const term = new RegExp(word(numberPhrases(text, words.contractMonths)));
  const months = text.any(words.months);
  const near = new RegExp(
    word(`${text.any(words.contractNouns)}${clauseWords}\\s+(\\d{1,2})\\s*${months}`),
  );
  // "the contract is fixed-term, 5 months only", "the contract is not permanent, it's only for 5
  // months" (105b 12b/c), "I misread the contract, it's for 8 months" (106b 20b): past a comma,
  // only a term said to be short or said of the contract is its term, so "a job offer in Berlin,
  // I was there 5 months" keeps its stay apart.
  const only = text.any(`${words.only},${words.termSaid}`);
  const shortAcross = new RegExp(
    word(
      `${text.any(words.contractNouns)}(?:[\\s,]+[^\\s\\d.;:!?]+){0,6}?[\\s,]+(?:${only}(?:\\s+[^\\s\\d.,;:!?]+)?\\s+(\\d{1,2})\\s*${months}|(\\d{1,2})\\s*${months}\\s+${only})`,
    ),
  );
  const stay = text.has(`${words.germanyNames},${words.thereWords}`);
  const shortTerm = (message: string) => {
    const found = shortAcross.exec(message);
    return found && !stay(found[0]) ? found : null;
  };
  const permanentContract = text.has(words.permanentContract);
  const permanentAlone = new RegExp(
    `[,;(]\\s*${word(text.any(words.permanentAlone))}\\s*(?=[.,;!?)]|$)`,
  );
  const permanent = (message: string) => permanentContract(message) || permanentAlone.test(message);
  return (message) => {
    const found = term.exec(message) ?? near.exec(message) ?? shortTerm(message);
    const months = found?.slice(1).find(Boolean);
    if (months !== undefined) return { contractMonths: Number(months) };
    return permanent(message) ? { permanentContract: true } : {};
  };
}

/**
 * A message with its contract's term as `contractTermReader` reads it: a term in years written as
 * its months ("contrato de 1 año" becomes "contrato 12 meses"), so no year of work is read in it
 * (96a 29), and a term denied left out ("el contrato ya no es de 4 meses, ahora es por un año",
 * 96a 30), so neither the old term nor a job offer denied is read.
 */
export function contractTermInMonths(
  words: ContractTermWords & { negations: string },
  text: ProfileText,
) {
  const inYears = new RegExp(word(numberPhrases(text, words.contractYears)), 'gu');
  const [noun] = text.spelled(words.contractNouns);
  const [months] = text.spelled(words.months);
  const gap = `${clauseWords}?`;
  const denied = new RegExp(
    word(
      `(${text.any(words.contractNouns)})${gap}\\s+${text.any(words.negations)}${gap}\\s+\\d{1,2}\\s*${text.any(words.months)}`,
    ),
    'gu',
  );
  const notPermanent = new RegExp(word(text.any(words.notPermanent)), 'gu');
  return (message: string) =>
    message
      .replace(notPermanent, ' ')
      // The groups are one per phrase, the number in the one that matched; offset and text follow.
      .replace(inYears, (...groups: (string | undefined)[]) => {
        const years = groups.slice(1, -2).find((group) => group !== undefined);
        return `${noun} ${Number(years) * 12} ${months}`;
      })
      .replace(denied, '$1');
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
