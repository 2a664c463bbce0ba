/**
 * The professions the check treats as regulated in Germany: the work itself needs a licence to
 * practise (Berufszulassung), so § 18 (2) no. 3 AufenthG asks that licence of every route to work
 * in them, and the licence needs the qualification recognised in Germany.
 *
 * Source: the Federal Government's recognition portal, "Reglementierte Berufe"
 * (https://www.anerkennung-in-deutschland.de/en/interest/finder/profession, each profession's
 * page says whether it is regulated): the health
 * professions (Approbation or Erlaubnis zur Führung der Berufsbezeichnung; the medical
 * technologists in laboratory analysis or radiology by the MT-Berufe-Gesetz), veterinarians
 * (Approbation, § 2 Bundes-Tierärzteordnung), teachers at public
 * schools, state-recognised educators (staatlich anerkannte Erzieher/innen), state-recognised
 * social workers (staatlich anerkannte Sozialarbeiter/innen, by the Länder's laws) and lawyers. Not the
 * professions whose title alone is protected: an engineer may work without the title "Ingenieur".
 *
 * Nursing is read by its own occupation (the check's `nursing`), which weighs its licence
 * (§ 2 PflBG); the other professions are read by the words `engine.profile.regulated` lists
 * under these keys in each language.
 */
export const regulatedProfessions = [
  'nurse',
  'doctor',
  'dentist',
  'veterinarian',
  'pharmacist',
  'midwife',
  'physiotherapist',
  'occupationalTherapist',
  'speechTherapist',
  'psychotherapist',
  'paramedic',
  'medicalTechnologist',
  'publicSchoolTeacher',
  'educator',
  'socialWorker',
  'lawyer',
] as const;

export type RegulatedProfession = (typeof regulatedProfessions)[number];

/** The regulated professions read by their own words, not by the nursing occupation. */
export type LicensedProfession = Exclude<RegulatedProfession, 'nurse'>;
