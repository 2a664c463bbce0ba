/** The words that time what a visitor did: how long, how long ago, and when it ended. */
export interface TimeWords {
  /** "About", shortened with a point that ends no sentence: "approx.", "aprox.", "ca.". */
  about: string;
  /** Half a year, before the years or after them: "two and a half years", "2 años y medio". */
  half: string;
  /** Said between two stretches of work that follow each other: "then", "después", "danach". */
  periodThen: string;
  /** Said before months of work up to now: "for", "desde hace", "seit". */
  monthsFor: string;
  /**
   * Said right before years of work that run up to now: "seit", "desde hace", "since" ("ich
   * arbeite seit 6 Jahren als Krankenschwester"): the years are dated, the last ones.
   */
  yearsUpToNow: string;
  /** "Since then" after a year: "abgeschlossen 2012, seitdem als Ärztin tätig" works since 2012. */
  sinceThen: string;
  /** A year and a half in words: "a year and a half", "año y medio", "anderthalb Jahre". */
  yearAndHalf: string;
  /** A break in work, which "without" does not deny the work of: "ohne Pause", "sin pausa". */
  workBreak: string;
  /** How long ago, with # for the number: "# years ago", "hace # años", "vor # Jahren". */
  ago: string;
  /** How many months ago: "# months ago", "hace # meses", "vor # Monaten". */
  agoMonths: string;
  /**
   * Long ago, without a number: "long ago", "fue hace mucho", "ist lange her". Said of years in
   * the last seven, it puts them before the last five.
   */
  longAgo: string;
  /**
   * The months' names, the first twelve in the year's order (`rangeFinder` tells a month by their
   * first three letters), then other spellings: "from January 2020 to December 2022" is three
   * years; a year named without a month counts whole.
   */
  monthNames: string;
  /** Work that ended some years ago: "lo dejé hace # años", "stopped # years ago". */
  endedAgo: string;
  /**
   * Work going on now, right after such a time: "pero hace 4 años trabajo como …" says how long
   * the visitor has worked, not when they stopped.
   */
  workingNow: string;
  /** Work that ended in a year, said before the year: "terminé en 2022", "stopped in 2022". */
  endedIn: string;
  /** The same, said after the year: "habe aber 2021 aufgehört", "en 2021 dejé de trabajar". */
  endedAfterYear: string;
}
