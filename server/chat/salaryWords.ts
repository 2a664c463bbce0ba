/**
 * The words of a salary and of the pension § 18 (2) no. 5 AufenthG weighs beside it from 45
 * (comma-separated copy under `engine.profile`, like the rest of `ProfileWords`).
 */
export interface SalaryWords {
  /** A pension, asked about: "pension", "jubilación", "Rente" (§ 18 (2) no. 5 AufenthG). */
  pension: string;
  /**
   * Before the age a pension starts at: "from age 67", "a partir de los 65", "ab 67". In a
   * message that names a pension, such an age of 60 or more is not the visitor's (100b C8.2).
   */
  pensionAge: string;
  /** "I have no pension plan", "keine Altersvorsorge": § 18 (2) no. 5's alternative not held. */
  pensionDenied: string;
  /**
   * Not having, said a few words before a pension: "no tengo" (ahorro de jubilación), "I don't
   * have" (any savings for retirement), "keine" (private Rente).
   */
  pensionLacked: string;
  /**
   * Contributions paid to a pension scheme ("aportes en Bolivia", "in die Rentenversicherung
   * eingezahlt"): a provision whose adequacy is to show, and years that are no age.
   */
  pensionPaid: string;
  /** Words that make a number a salary ("salary", "brutto"), besides a euro sign. */
  salary: string;
  /** Said after an amount paid each month ("4.000 € brutto im Monat"): twelve of them a year. */
  monthly: string;
  /** Said beside an amount that is net pay: "netos al mes", "netto", "take-home". */
  netPay: string;
  /**
   * A currency other than the euro, said right before or after an amount ("52,000 US dollars",
   * "$52,000", "48.000 Schweizer Franken"): the thresholds are euros, so it is not converted.
   */
  otherCurrencies: string;
  /**
   * The visitor's pay today or before, not a German job's ("gano 2.000 al mes en Bolivia", "my
   * old salary"): an amount in such a clause, or one paid in another country, is no offer's.
   */
  currentPay: string;
  /**
   * Money held or spent, not paid by a job: "a blocked account of 11,904 EUR", "cuenta bloqueada
   * de 11.904 euros", "Sperrkonto mit 11.904 €" (57k), "Die Miete … wäre 1.100 € im Monat" (106c
   * P2): an amount in its clause is no salary.
   */
  fundsWords: string;
  /**
   * Said right after an amount paid by the hour ("an hour", "/h", "por hora", "pro Stunde"), or
   * right before one ("Stundenlohn 22 €", "hourly rate: 24").
   */
  perHour: string;
  /** Hours worked a week, `#` for their number: "# hours a week", "# horas semanales". */
  hoursAWeek: string;
  /** How many monthly payments a year, after their number: "13 Gehälter", "14 sueldos". */
  paymentsPerYear: string;
  /**
   * A word for "times" before a count of payments that closes its clause: "3.800 mensuales x 14",
   * whose "x" the Spanish spelling reads as "por", "times 14", "mal 14".
   */
  paymentsTimes: string;
  /** A salary's label, before a value that may not be a number ("salary: abc"). */
  salaryLabels: string;
  /** A bonus beside the salary, before its amount: "bono", "bonus", "Prämie". */
  bonusPay: string;
  /** Said of a bonus the contract fixes: "fijo", "guaranteed", "garantiert". */
  fixedPay: string;
  /** Said of a bonus that depends on results: "variable", "según resultados", "erfolgsabhängig". */
  variablePay: string;
  /** Before a total of salary and bonus: "total", "en total", "insgesamt". */
  totalPay: string;
}
