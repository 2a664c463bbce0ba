/**
 * The words around the occupation of a job offered (comma-separated copy under
 * `engine.profile`, like the rest of `ProfileWords`): § 18g AufenthG weighs the job's occupation,
 * which may not be the visitor's own.
 */
export interface JobTitleWords {
  /** Said right before the job's title: "offer as", "oferta como", "Stelle als". */
  jobTitleBefore: string;
  /** Said after a job's title, where the title ends: "with", "con", "mit", "bei". */
  jobTitleEnd: string;
  /**
   * Jobs in no occupation of the Blue Card's list (§ 18g (1) sentence 2, ISCO-08 groups 132–134,
   * 21, 221, 222, 225, 226, 23, 25): a controller, a sales clerk, a help-desk agent (an ICT
   * technician, group 35, not an IT specialist of group 25).
   */
  otherJobTitles: string;
}
