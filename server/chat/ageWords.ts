/** The words that tell a visitor's age: its units, what is said before it, a year of birth. */
export interface AgeWords {
  /** The units of an age: "years old", "años", "Jahre alt". */
  ageUnits: string;
  /** Said before an age: "I'm", "tengo", "ich bin". */
  agePrefixes: string;
  /** An age said in a question: "at 44?", "a los 44 todavía", "mit 44 noch". */
  ageAt: string;
  /** What follows such an age: "still", "todavía", "noch". */
  ageAtAfter: string;
  /** Before an age the visitor is above: "over 40", "más de 40", "über 40" (57j). */
  ageOver: string;
  /** Before an age had in years, closing its clause: "I have 44 years," (a Spanish turn). */
  ageHad: string;
  /** Before a year of birth: "nací en 1990", "born in 1990", "Jahrgang 1990". */
  bornIn: string;
  /** After a year of birth: "Ich bin 1990 geboren". */
  bornAfter: string;
  /**
   * The person an employer writes about: "candidate", "candidata", "Bewerber". The age said of
   * them is the one weighed, not the writer's ("I'm the recruiter (29). The candidate is 46").
   */
  candidate: string;
  /** Before a place of origin, whose name an age may follow: "from", "aus", "oriunda de". */
  fromPlace: string;
  /**
   * Said of an age to come that it comes before the application: "cumplo 35, antes de presentar
   * la solicitud", "I'll be 45 before I apply": the age weighed is the one to come.
   */
  beforeApplying: string;
  /**
   * Said before an age reached already: "cumplí 40 en marzo", "I turned 40 in March": a month
   * after it is when it came, not an age still to come (99a m18).
   */
  turnedAlready: string;
  /**
   * A birthday, said after the age before when it comes: "34 (birthday is next month)", "34
   * (cumplo años el mes que viene)": the age to come is the next one.
   */
  birthday: string;
  /** Right before a length of time, which is no age: "for", "desde hace", "seit". */
  lastingFor: string;
}
