/**
 * The statutes the check's rules come from, each with its official text on gesetze-im-internet.de
 * (the Federal Ministry of Justice's site). A condition names the section, and the subsection
 * where the rule sits in one, so a reader can check it word for word.
 */

/** The acts the rules cite, with the folder of their official text. */
export const acts = {
  /** Aufenthaltsgesetz: the Residence Act. */
  AufenthG: 'aufenthg_2004',
  /** Beschäftigungsverordnung: the Employment Ordinance. */
  BeschV: 'beschv_2013',
  /** Pflegeberufegesetz: the Nursing Professions Act (licence to practise nursing). */
  PflBG: 'pflbg',
} as const;
export type Act = keyof typeof acts;

export interface Statute {
  act: Act;
  /** One section, or two that hold the same rule for different qualifications (§§ 18a, 18b). */
  sections: readonly [string] | readonly [string, string];
  /** The subsection, where the rule sits in one. */
  paragraph?: number;
}

export const statute = (act: Act, section: string, paragraph?: number): Statute =>
  paragraph === undefined ? { act, sections: [section] } : { act, sections: [section], paragraph };

/** The official text of the statute's (first) section. */
export const statuteUrl = ({ act, sections }: Statute) =>
  `https://www.gesetze-im-internet.de/${acts[act]}/__${sections[0]}.html`;
