/** The words of a licence to practise a regulated profession (§ 18 (2) no. 3 AufenthG). */
export interface LicenceWords {
  /** A licence to practise a regulated profession: "licence to practise", "Berufserlaubnis". */
  licence: string;
  /**
   * The bare nouns of a licence ("licence", "licencia", "Lizenz"): after a language's name they
   * make it a licence's ("no German licence"), not the language denied.
   */
  licenceNouns: string;
  /** Verbs of holding it: "already have", "ya tengo", "habe ich schon". */
  licenceHeld: string;
  /**
   * Said a few words before the licence, of a person who comes with it: "Apothekerin mit
   * vollständiger Anerkennung und Approbation", "a doctor with a German medical license".
   */
  licenceWith: string;
  /**
   * A licence to practise granted for a time, before the recognition ("Berufserlaubnis nach § 10
   * BÄO", "permiso temporal"): held, but the degree's recognition is not settled by it.
   */
  licenceTemporary: string;
  /**
   * The licence that is one for a time for a doctor, dentist, pharmacist or vet by its name alone
   * ("Berufserlaubnis"), and the full one for a nurse.
   */
  licenceForATime: string;
  /** Said before a licence still to come: "bis ich die Approbation habe", "until I get my licence". */
  licenceAwaited: string;
  /**
   * Compensation measures, which a notice sets only for a regulated profession's licence (§ 11
   * BQFG): "Defizitbescheid", "Kenntnisprüfung", "curso de adaptación": the licence is not held.
   */
  compensationMeasures: string;
}
