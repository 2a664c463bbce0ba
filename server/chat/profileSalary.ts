import { wordChars } from '../../src/shared/chat/text';
import { minimumYearlyAmount, parseAmount } from '../../src/shared/germanyCheck/amount';
import { fixedPayFinder, withFixedPay } from './profileFixedPay';
import { euroAfter, moneyDigits, thousandsWord } from './moneyPattern';
import { hourlyPayFinder } from './profileHourlyPay';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';
import type { StatedProfile } from './profile';
import { list, word, type ProfileText } from './profileText';
import { employerNames } from './profileEmployerOffer';

/** How far from a number, in characters, a word like "salary" makes it one. */
const salaryReach = 40;

/**
 * A salary paid each month makes twelve a year (the thresholds are yearly gross amounts), or
 * as many as the message says are paid: "3.600 € brutto im Monat, 13 Gehälter".
 */
const monthsPerYear = 12;

/** "46k" far from the word "offer" is a yearly salary from 20k on ("10k followers" is not). */
const leastThousands = 20;

/** A bare four-digit number in these years is a year ("the minimum for 2026"), not a salary. */
const years = { from: 1900, to: 2099 };

/** At most one short word before an amount sent alone ("ok,", "sorry", "also:"). */
const answerAlone = /^\s*(?:\p{L}{1,10}[,!.:]?\s+)?$/u;

/** An occupation's code before a number ("ISCO 2221", "ISCO-08: 2221"): the number is no amount. */
const occupationCode = /(?<![\p{L}])isco(?:[\s-]*08)?[\s:-]*$/iu;

/**
 * Whether the words around an amount make it pay: a word for salary near it, or, for thousands
 * written out, a word for a month right after them ("por 3.200 mensual", "3,400 a month").
 */
function payWordFinder(words: ProfileWords, text: ProfileText) {
  const salaryWord = text.has(words.salary);
  const monthlyAfter = new RegExp(`^\\s*${word(text.any(words.monthly))}`);
  return (near: string, after: string, grouped: boolean) =>
    salaryWord(near) || (grouped && monthlyAfter.test(after));
}

/**
 * The first amount written as money: with a euro sign, or near a word that names a salary.
 * Read in the whole text, as the parts of a sentence split at the separators of a number. An
 * amount that cannot be read ("-50000 euros", "salary: abc") or is in another currency is said
 * so, never guessed.
 */
/**
 * A year's gross read: "Gehalt 4.300 €", a month's size with no word for a month, is asked
 * again, as the page asks it (`minimumYearlyAmount`), not guessed.
 */
/** An hourly wage's year, or, without the hours, the problem; the rate kept for hours said later. */
const hourlyPaid = (rate: number, yearly: number | undefined): StatedProfile => ({
  ...(yearly ? yearlyGross(yearly) : { salaryProblem: 'hourly' }),
  hourlyRate: rate,
});

const yearlyGross = (salary: number): StatedProfile =>
  salary < minimumYearlyAmount ? { salaryProblem: 'range' } : { salary };

/** The sentence a position of the message lies in (a point between digits ends none). */
const sentenceAt = (message: string, at: number) => {
  const ends = [...message.matchAll(/[!?]|\.(?!\d)/g)].map((end) => end.index);
  const start = Math.max(0, ...ends.filter((end) => end < at));
  return message.slice(start, Math.min(message.length, ...ends.filter((end) => end >= at)));
};

/** A number as people write money ("48.000", "45,000.00", "48k", "45 mil", "45 mil 950"). */
const amountPattern = (intl: string) =>
  new RegExp(
    `(?<![\\d.,])(€\\s*)?${moneyDigits}(${thousandsWord(intl)}(?:\\s+\\d{3}(?![\\d.,]))?)?(${euroAfter})?`,
    'gi',
  );

/**
 * "oferta en Berlin de key account manager (ventas) por 47.000": a year's size of thousands in the
 * sentence of an offer, further than `salaryReach` from its word (75a W3).
 */
const offerSizedFinder =
  (offerWord: (text: string) => boolean, intl: string) =>
  (message: string, digits: string, at: number) => {
    const sized = parseAmount(digits, intl);
    return (
      sized.kind === 'amount' &&
      sized.value >= leastThousands * 1000 &&
      offerWord(sentenceAt(message, at))
    );
  };

/**
 * Digits of thousands written out ("48.000"), or plain digits of a year's size ("offer from a
 * pharmacy for 48000", 89b W1) unless a place's postcode ("Angebot in 80331 München").
 */
function thousandsWrittenFinder(words: ProfileWords, text: ProfileText) {
  const postcodeBefore = new RegExp(`${word(text.any(words.placeWords))}\\s*$`);
  return (digits: string, before: string) =>
    /^\d{1,3}(?:[.,\s]\d{3})+/.test(digits) ||
    (/^\d{5,6}$/.test(digits) && !postcodeBefore.test(before));
}

/** Amounts that are written as pay and still cannot be read as a number. */
function unreadablePatterns(words: ProfileWords, text: ProfileText, intl: string) {
  // "Salary: abc", "sueldo abc euros": a salary's label, then a word that is not a number where
  // the amount belongs ("salary applies?" is a question, not an amount).
  const notNumber = `[^\\s\\d€-]+`;
  const label = new RegExp(
    word(
      `${text.any(words.salaryLabels)}(?:\\s*[:=]\\s*${notNumber}|\\s+${notNumber}${euroAfter})`,
    ),
  );
  const thousandsInWords = new RegExp(
    `${word(text.any(words.numberTens))}\\s*-?\\s*(?:${thousandsWord(intl)})`,
  );
  return {
    // "cincuenta y 2 mil": an amount partly in words, its tens before the digits (and a short
    // joining word).
    inWords: new RegExp(
      `${word(text.any(words.numberTens))}(?:\\s+[^\\s\\d]{1,3}\\s+|\\s*-\\s*|\\s+)$`,
    ),
    // A salary's label before no number, or thousands in words that `numberWords.ts` leaves in
    // words, as it cannot read them whole ("fifty thousand seven hundred", "ciento cincuenta mil").
    unreadable: (message: string) => label.test(message) || thousandsInWords.test(message),
  };
}

export function salaryReader(words: ProfileWords, text: ProfileText, intl: string): Reader {
  const saysPay = payWordFinder(words, text);
  // "Got an offer in Munich for 48k": thousands said near a job offer are its pay; so are those an
  // employer offers ("a hospital offers 38.000") or a collective agreement sets ("38.000 TVöD").
  const offerWord = text.has(
    `${words.jobOffer},${words.employerOffers},${words.collectiveAgreement}`,
  );
  const amount = amountPattern(intl);
  const { inWords, unreadable } = unreadablePatterns(words, text, intl);
  const paymentsIn = paymentsFinder(words, text);
  const { net, foreign } = payWordsFinder(words, text);
  const offersOf = offerAmountsFinder(words, text);
  const offerSized = offerSizedFinder(offerWord, intl);
  const hourlyPay = hourlyPayFinder(words, text);
  const rangeEnd = new RegExp(`^\\s*[-–]\\s*\\d+(?:[.,]\\d{1,2})?(${thousandsWord(intl)})`, 'i');
  const fixedPay = fixedPayFinder(words, text, intl);
  const thousandsWritten = thousandsWrittenFinder(words, text);
  const firstAmount = (message: string): StatedProfile => {
    // An amount in another currency is told, unless one in euros follows ("USD 60,000, that is
    // 55.000 €"); one in a bracket right after it converts it ("60 mil bolivianos (unos 8.000
    // euros)"), so it is passed over too.
    let foreignUntil = -1;
    for (const match of offersOf(message, [...message.matchAll(amount)])) {
      const [found, euroBefore, digits = '', ownThousands = '', euroAfter] = match;
      const before = message.slice(0, match.index);
      const after = message.slice(match.index + found.length);
      // "48-53k": a range's low end, in the thousands its high end names.
      const thousands = ownThousands || (rangeEnd.exec(after)?.[1] ?? '');
      if (occupationCode.test(before) || match.index < foreignUntil) continue;
      const money = Boolean(euroBefore || euroAfter);
      if (!money && foreign(before, after)) {
        foreignUntil =
          match.index + found.length + (/^[^()\d]{0,25}\([^()]*\)/.exec(after)?.[0].length ?? 0);
        continue;
      }
      const near = message.slice(
        Math.max(0, match.index - salaryReach),
        match.index + found.length + salaryReach,
      );
      // "Angebot 47.000", "oferta de 50.000": thousands written out, near an offer, too.
      const grouped = thousandsWritten(digits, before);
      // "Offer from an architecture studio in Munich: 46k": thousands said as "k" or "mil" are
      // money wherever the message speaks of an offer.
      // "46,5k": a decimal comma in thousands.
      const yearly = Boolean(thousands) && Number(digits.replace(',', '.')) >= leastThousands;
      // "ok, 45 mil", "sorry, 46k": an amount alone, the answer to the salary the chat asked for.
      const alone = (grouped || yearly) && answerAlone.test(before) && /^\s*[.!]?\s*$/.test(after);
      const offered =
        alone ||
        (grouped && offerWord(near)) ||
        (yearly && offerWord(message)) ||
        (grouped && offerSized(message, digits, match.index));
      const hourly = hourlyPay(message, digits, match.index, match.index + found.length);
      if (!money && !saysPay(near, after, grouped) && !offered && !hourly) continue;
      if (inWords.test(before)) return { salaryProblem: 'format' };
      const value = Number(digits);
      if (!money && !thousands && value >= years.from && value <= years.to) continue;
      // "-50000 euros": the minus sign stays with the number, so the amount reads as negative.
      // "6-7 years ago" is a range, not a sign.
      const close = before.slice(-4);
      const sign = /[-−–]\s*$/.test(close) && !/\d\s*[-−–]\s*$/.test(close) ? '-' : '';
      const read = parseAmount(`${sign}${digits}${thousands}`, intl);
      if (net(before, after)) return { salaryProblem: 'net' };
      if (hourly) return hourlyPaid(hourly.rate, hourly.yearly);
      if (read.kind === 'amount') {
        const paid = paymentsIn(message, before, after, read.value);
        return {
          ...yearlyGross(read.value * paid.times),
          ...(paid.monthly ? { monthlyPay: read.value } : {}),
          ...(paid.said === undefined ? {} : { payments: paid.said }),
        };
      }
      if (read.kind === 'invalid' && read.reason !== 'range') return { salaryProblem: read.reason };
    }
    if (foreignUntil >= 0) return { salaryProblem: 'currency' };
    return unreadable(message) ? { salaryProblem: 'format' } : {};
  };
  return (message) => withFixedPay(firstAmount(message), fixedPay(message));
}

/**
 * How many times a year an amount is paid: once, or for one paid each month ("4.000 € brutto im
 * Monat", "3,800 euros a month", "monatlich 4.300", "brutto/Monat"), twelve times or as many as
 * the message says ("13 Gehälter", "5.200 brutto/month x 13"). An amount of a month's size said
 * beside a count of payments is one of them, with no word for a month: "3.300 € brutto x 14
 * Gehälter", "14 Monatsgehälter à 3.300 €".
 */
function paymentsFinder(words: ProfileWords, text: ProfileText) {
  // A month's pay: no yearly gross of a qualified job is this low, and no monthly one higher.
  const monthSized = 15_000;
  // How many characters on either side of the amount its count of payments may stand.
  const reach = 30;
  // A few words on, before the next number; or right before.
  const monthly = new RegExp(`^[^\\d.;!?]{0,25}?${word(text.any(words.monthly))}`);
  const monthlyBefore = new RegExp(`${word(text.any(words.monthly))}[^\\d.;!?]{0,6}$`);
  const payments = new RegExp(
    [
      word(`(1[2-5])(?:\\.|th)?\\s+${text.any(words.paymentsPerYear)}`),
      `(?<![${wordChars}])[x×]\\s?(1[2-5])(?!\\d|[.,]\\d)`,
      // "3.800 brutos mensuales x 14 en Stuttgart" ("x" is spelled "por"): a word may follow, not
      // a unit ("por 14 horas").
      `${word(text.any(words.paymentsTimes))}\\s+(1[2-5])(?=\\s*(?:[.,;!?)]|$)|\\s+(?!${text.any(`${words.shortUnits},${words.months}`)})[^\\d\\s.,;!?]+)`,
    ].join('|'),
  );
  // `said`: the count the message gives, which a follow-up correcting the month's amount keeps.
  return (message: string, before: string, after: string, amount: number) => {
    // "brutto/Monat": the slash starts the word for a month, after a word as after a number.
    const perMonth =
      monthly.test(after.replace(/^(\s*\p{L}+)\//u, '$1 /')) || monthlyBefore.test(before);
    if (!perMonth) {
      const beside =
        amount < monthSized
          ? (payments.exec(after.slice(0, reach)) ?? payments.exec(before.slice(-reach)))
          : null;
      const said = beside ? Number(beside[1] ?? beside[2] ?? beside[3]) : undefined;
      return { times: said ?? 1, said, monthly: said !== undefined };
    }
    const found = payments.exec(message);
    const said = found ? Number(found[1] ?? found[2] ?? found[3]) : undefined;
    return { times: said ?? monthsPerYear, said, monthly: true };
  };
}

/**
 * Words said beside an amount that keep it from being read as a yearly gross in euros: net pay
 * ("3.100 euros netos al mes", "net 3,000"), a few words on or right before; another currency
 * ("52,000 US dollars", "$52,000"), right after or before.
 */
function payWordsFinder(words: ProfileWords, text: ProfileText) {
  const netAfter = new RegExp(`^[^\\d.;!?]{0,12}?${word(text.any(words.netPay))}`);
  const netBefore = new RegExp(`${word(text.any(words.netPay))}[^\\d.;!?]{0,12}$`);
  const currencyAfter = new RegExp(`^\\s*${text.any(words.otherCurrencies)}(?![${wordChars}])`);
  const currencyBefore = new RegExp(`(?<![${wordChars}])${text.any(words.otherCurrencies)}\\s*$`);
  return {
    net: (before: string, after: string) => netAfter.test(after) || netBefore.test(before),
    foreign: (before: string, after: string) =>
      currencyAfter.test(after) || currencyBefore.test(before),
  };
}

/**
 * The amounts of a message that may be a German job's pay: "gano 2.000 al mes en Bolivia y me
 * ofrecen 48.000 al año" tells today's pay beside the offer, in a clause of its own (between
 * commas, sentence ends and joining words) that names it or another country. Alone, such an
 * amount is still read; money held ("Ich habe 12.000 € gespart", 97c 08) never is, nor a pension
 * ("I do have a private pension plan, it would give me about 1,100 € a month from age 67", 100b
 * C8.2: a pension named in its clause and no offer, or in its sentence and no offer, pay or salary in
 * its clause).
 */
function offerAmountsFinder(words: ProfileWords, text: ProfileText) {
  const current = new RegExp(
    word(
      `(?:${text.any(words.currentPay)}|${text.any(words.placeWords)}\\s+${text.any(words.otherCountries)})`,
    ),
  );
  const funds = new RegExp(word(text.any(words.fundsWords)));
  const pension = new RegExp(word(text.any(words.pension)));
  const offer = new RegExp(word(text.any(words.jobOffer)));
  // The currency alone says no salary: "una jubilación privada ahorrada, como 300 mil euros"
  // (103a m14b) names euros in the clause of a pension's amount.
  // "eine private Rentenversicherung, die später etwa 1.200 € im Monat zahlen wird" (106c 25b):
  // the pension pays it; only an offer, a salary's name or an employer in the clause make it pay.
  const payNames = list(words.salary).filter((name) => !/^(?:euros?|eur)$/.test(name));
  const offerOrPay = new RegExp(
    word(
      `(?:${text.any(`${words.jobOffer},${payNames.join(',')}`)}|${employerNames(words, text)})`,
    ),
  );
  const boundary = new RegExp(`[,;!?]|\\.(?!\\d)|\\s${text.any(words.joiners)}\\s`, 'g');
  const sentenceEnd = /[;!?]|\.(?!\d)/g;
  const partAt = (ending: RegExp) => (message: string, from: number, to: number) => {
    const ends = [...message.matchAll(ending)].map((end) => end.index);
    const start = Math.max(0, ...ends.filter((end) => end < from));
    const stop = Math.min(message.length, ...ends.filter((end) => end >= to));
    return message.slice(start, stop);
  };
  const clauseAt = partAt(boundary);
  const sentenceAt = partAt(sentenceEnd);
  // "Muss sie mindestens 45.630 € verdienen?": a threshold asked about, not the job's pay.
  // "Brauche ich für die Chancenkarte wegen meines Alters 55.770 €?": a few words between.
  const minimum = new RegExp(`${word(text.any(words.minimumWords))}(?:\\s+[^\\s\\d]+){0,6}\\s*$`);
  const asked = (message: string, match: RegExpExecArray) =>
    minimum.test(message.slice(Math.max(0, match.index - 80), match.index)) &&
    /^(?:[^.!;]|\.(?=\d))*\?/.test(message.slice(match.index));
  return (message: string, all: RegExpExecArray[]) => {
    const clause = (match: RegExpExecArray) =>
      clauseAt(message, match.index, match.index + match[0].length);
    const ofPension = (match: RegExpExecArray) => {
      const own = clause(match);
      if (pension.test(own)) return !offer.test(own);
      const sentence = sentenceAt(message, match.index, match.index + match[0].length);
      return pension.test(sentence) && !offerOrPay.test(own);
    };
    const stated = all.filter(
      (match) => !asked(message, match) && !funds.test(clause(match)) && !ofPension(match),
    );
    const offers = stated.filter((match) => !current.test(clause(match)));
    return offers.length ? offers : stated;
  };
}
