/** The words of a qualification's recognition in Germany, and of ratings that are not one yet. */
export interface RecognitionWords {
  /**
   * Said of a recognition partnership the employer has agreed: "tenemos", "signed", "vereinbart"
   * ("nuestra clínica tiene acuerdo de asociación de reconocimiento con ella").
   */
  partnershipAgreed: string;
  /** The rating before the qualification, a few words apart: "a recognised computer science degree". */
  recognisedBefore: string;
  /** Words that make it a recognition wished for: "getting my degree recognized", "necesito". */
  recognitionSought: string;
  /**
   * Words that name a place ("in", "en") and the countries a visitor may name besides Germany
   * ("in Bolivien anerkannt"): a recognition elsewhere. A list, not "any word", so "a recognised
   * master's in economics" stays recognised.
   */
  placeWords: string;
  /**
   * An anabin rating that makes no comparability by itself ("bedingt vergleichbar"): the ZAB's
   * statement decides, so the recognition is still to show.
   */
  conditionallyComparable: string;
  /** What a notice says, before its content: "dice que", "says", "steht drin" (what is missing). */
  noticeSays: string;
}
