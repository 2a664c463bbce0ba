/**
 * The words by which a message asks something beside the visitor's case: how, whether it is
 * enough, what else, how long, whether one may work beside it (comma-separated copy,
 * `engine.profile`, like the rest of `ProfileWords`).
 */
export interface AskWords {
  /** Asks whether a fact told changes the answer: "¿cambia algo?", "does that change anything?". */
  askChange: string;
  /** Asks whether the case gets a title: "¿me dan la blue card?", "do I qualify?", "bekomme ich sie?". */
  askGet: string;
  /** "How does it work?", "¿cómo funciona?", "Wie funktioniert das?". */
  askHow: string;
  /** Asks to work in Germany (`workAsked`): "Can I work in Germany?", "¿puedo trabajar allá?". */
  askWork: string;
  /** "Does my age matter?", "¿importa mi edad?", "Spielt mein Alter eine Rolle?". */
  askAge: string;
  /** "What minimum salary must we pay?": the salary a job must reach, asked for a case. */
  askMinimumSalary: string;
  /** Paying and a minimum, in a question in any order: "pay me at the very least" (see above). */
  payWords: string;
  minimumWords: string;
  /** "How much", "cuánto", "wie viel": a sentence that asks an amount, with or without "?". */
  howMuch: string;
  /** "What else?", "any other work visa?", "welcher Weg passt?": the other routes asked. */
  askOtherRoutes: string;
  /**
   * A question that is nothing but whether the case works ("Is possible?", "¿Se puede?", "Geht
   * das?"): said alone after a case, it asks which routes fit, as `askOtherRoutes` does.
   */
  askPossible: string;
  /** "Is that enough?", "¿alcanza?", "reicht das?". */
  askEnough: string;
  /** "What do I have to do?", "¿qué tengo que hacer?", "Was muss ich tun?". */
  askWhatToDo: string;
  /** "What do I need?", "¿qué requisitos?", "Was brauche ich?": what a goal asks of the visitor. */
  askWhatNeeded: string;
  /** "How long?", "¿cuánto dura?", "wie lange dauert das?". */
  askDuration: string;
  /** "Wer entscheidet über ihre Anerkennung?": who decides on the recognition. */
  askDecider: string;
  /** Asks to work beside recognition measures: "can I work part-time while doing them?". */
  askMeasuresWork: string;
  /** Asks to work on the Opportunity Card: "Darf ich mit der Chancenkarte nebenbei arbeiten?". */
  askCardWork: string;
  /** "May I work while studying?" (§ 16b (3)). */
  askStudyWork: string;
  /** "¿Después puedo trabajar allá?" of one who wants to study: the search after it (§ 20). */
  askAfterStudy: string;
  /** How long a permit lets the visitor stay: "how long can I stay?", "wie lange darf ich bleiben?". */
  askStay: string;
}
