/**
 * The words around the occupation of a job offered (comma-separated copy under
 * `engine.profile`, like the rest of `ProfileWords`): § 18g AufenthG weighs the job's occupation,
 * which may not be the visitor's own.
 */
export interface JobTitleWords {
  /** Said right before the job's title: "offer as", "oferta como", "Stelle als". */
  jobTitleBefore: string;
  /** An offer, a few words before the job's title: "la oferta que tengo es como chofer". */
  jobTitleOffer: string;
  /** The word before a job's title after an offer: "as", "como", "als". */
  jobTitleAs: string;
  /** Said after a job's title, where the title ends: "with", "con", "mit", "bei". */
  jobTitleEnd: string;
  /**
   * Jobs in no occupation of the Blue Card's list (§ 18g (1) sentence 2, ISCO-08 groups 132–134,
   * 21, 221, 222, 225, 226, 23, 25): a controller, a sales clerk, a help-desk agent (an ICT
   * technician, group 35, not an IT specialist of group 25).
   */
  otherJobTitles: string;
  /**
   * Jobs below the level of a degree (a truck driver, a cashier, a waiter): none fits a degree,
   * as § 18g (1) sentence 1 asks of the Blue Card's job ("ihrer Qualifikation angemessen").
   */
  jobsBelowDegree: string;
  /**
   * Helper jobs (a warehouse helper, a cleaner, a kitchen helper): no qualified employment
   * (§ 2 (12b) AufenthG), which §§ 18a and 18b ask of the job.
   */
  unskilledJobTitles: string;
}
