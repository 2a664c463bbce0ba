import { employerOfferReader, partnershipAgreedReader } from './profileEmployerOffer';
import { qualificationReader, toldReader } from './profileFacts';
import { jobTitleReader } from './profileJobTitle';
import { ratedOnlyReader } from './profileRatedOnly';
import { bareLevelReader } from './profileBareLevel';
import { contractTermReader } from './profileContractTerm';
import { trainingPlaceDeniedReader } from './profileContractLength';
import { experienceReader } from './profileExperienceReader';
import { licenceReader } from './profileLicence';
import { partialNoticeReader } from './profilePartialNotice';
import { qualificationLengthReader } from './profileQualificationLength';
import { ageReader, graduateReader, levelReader, ownOnly } from './profileReaders';
import { minimumSalaryReader } from './profileMinimumSalary';
import { salaryReader } from './profileSalary';
import { studiesReader } from './profileStudies';
import { touristCorrectionReader } from './profileStay';
import { stayWindowReader } from './profileStayWindow';
import { weeklyHoursReader } from './profileHourlyPay';
import type { ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';
import type { SpellingMap } from './spelling';

/** The readers of each kind of fact, in the order their facts are merged (later ones win). */
export function factReaders(
  words: ProfileWords,
  text: ProfileText,
  spelling: SpellingMap,
  intl: string,
) {
  return [
    ageReader(words, text),
    levelReader(words, text),
    ownOnly(experienceReader(words, text), words, text),
    graduateReader(words, text, intl),
    qualificationReader(words, text, spelling),
    jobTitleReader(words, text, spelling),
    licenceReader(words, text),
    // After it: a length or a course of studies says which qualification a title names.
    qualificationLengthReader(words, text),
    studiesReader(words, text),
    // Before the set phrases, which win: "my recognition notice says partial", "a hospital offers".
    partialNoticeReader(words, text),
    ratedOnlyReader(words, text),
    employerOfferReader(words, text),
    partnershipAgreedReader(words, text),
    minimumSalaryReader(words, text),
    toldReader(words, text, spelling),
    stayWindowReader(words, text, intl),
    salaryReader(words, text, intl),
    weeklyHoursReader(words, text),
    contractTermReader(words, text),
    trainingPlaceDeniedReader(words, text),
    touristCorrectionReader(words, text),
    bareLevelReader(words, text),
  ];
}
