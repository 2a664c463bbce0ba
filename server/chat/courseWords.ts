/** The words that tell a course's length from years of work, and a level still being learned. */
export interface CourseWords {
  /**
   * Said right after a duration, what makes it a course's length, not work: "3 años de
   * instituto", "3 years of training", "4 Jahre Uni".
   */
  studyLength: string;
  /**
   * Said right before a duration, a course whose length it is: "Ausbildung 3 Jahre", "carrera de
   * 5 años".
   */
  studyLengthBefore: string;
  /** Said right after a language level still being learned: "A1 en curso", "B1 in progress". */
  levelInProgress: string;
  /** Said before a level held: "tengo", "habe", "I have" ("todavía tengo A2"). */
  levelHeld: string;
  /**
   * Said of a level asked, not held: "nötig (… Deutsch C1)", "piden B2", "B2 required". A level
   * only ever said so is none of the visitor's.
   */
  levelRequired: string;
  /** Never worked yet, after years of study: "noch keine Arbeit", "never worked", "nunca trabajé". */
  neverWorked: string;
  /**
   * Applying from Germany, said beside a wish to study ("möchte … studieren. Kann ich nach
   * Deutschland kommen und mich dort bewerben?"): the place is applied for there (§ 17 (2)).
   */
  applyThere: string;
  /**
   * Said right after a trade, that it was never certified: "técnico en IT sin título",
   * "technician without a diploma", "Elektriker ohne Abschluss". No training is held.
   */
  trainingUntitled: string;
}
