import { Box, Link, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { site } from '../../config/site';
import { newTab } from '../../components/newTab';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { sourceUrl } from '../../config/germanRules';
import type { QuestionId } from './content';
import { ChoiceQuestion, SalaryQuestion, YesNoQuestion } from './QuestionFields';
import type { AmountProblem } from '../../shared/germanyCheck/amount';
import {
  ageBands,
  collectiveAgreements,
  asksExperience,
  asksFrom45,
  asksJobExperience,
  asksJobOccupation,
  asksLicence,
  asksSixMonthContract,
  asksOccupation,
  asksRecentGraduate,
  experiences,
  goals,
  hasQualification,
  languageLevels,
  licences,
  occupations,
  pointsMatter,
  qualifications,
  asksComparable,
  inNursing,
  recognitions,
  type Answers,
} from '../../shared/germanyCheck/answers';

/** The Recognition Finder, which tells for each profession whether it is regulated in Germany. */
function FinderLink() {
  const { t } = useT('germanyCheck');
  const lng = useLocale();
  return (
    <Link href={sourceUrl('recognitionFinder', lng)} {...newTab} underline="always">
      {t('check.questions.recognition.finder')}{' '}
      <Box component="span" sx={visuallyHidden}>
        {t('opensInNewTab')}
      </Box>
    </Link>
  );
}

/**
 * What anabin and the ZAB are, with links to both; for nursing, a regulated profession they do
 * not cover, the Recognition Finder that names the state authority which decides.
 */
function RecognitionHelp({ nursing }: { nursing: boolean }) {
  const { t } = useT('germanyCheck');
  const hint = (
    <Box component="span" sx={visuallyHidden}>
      {t('opensInNewTab')}
    </Box>
  );
  if (nursing) {
    return (
      <>
        {t('check.questions.recognition.nursingHelp')} <FinderLink />
      </>
    );
  }
  return (
    <>
      {t('check.questions.recognition.help')}{' '}
      <Link href={site.officialSources.anabin} {...newTab} underline="always">
        {t('check.questions.recognition.anabin')} {hint}
      </Link>
      {' · '}
      <Link href={site.officialSources.zab} {...newTab} underline="always">
        {t('check.questions.recognition.zab')} {hint}
      </Link>
    </>
  );
}

/**
 * The questions of one step. Questions that do not apply to the answers so far stay away:
 * recognition without a degree or training, the graduation year without a degree, the salary
 * without a job offer, "45 or older?" where the age rule cannot apply, a stay and a partner
 * where no points count. The yes/no questions start with neither answer chosen.
 */
export function StepQuestions({
  questions,
  answers,
  onChange,
  onSalaryProblem,
}: {
  questions: readonly QuestionId[];
  answers: Answers;
  onChange: (changes: Partial<Answers>) => void;
  /** Why the salary typed cannot be read, once the visitor has left the field. */
  onSalaryProblem: (problem: AmountProblem | undefined) => void;
}) {
  const { t } = useT('germanyCheck');
  const level = (option: (typeof languageLevels)[number]) => t(`check.questions.levels.${option}`);
  const nursing = inNursing(answers);
  const fields: Record<QuestionId, () => ReactNode> = {
    goal: () => (
      <ChoiceQuestion
        id="goal"
        label={t('check.questions.goal.label')}
        options={goals}
        optionLabel={(option) => t(`check.questions.goal.options.${option}`)}
        value={answers.goal}
        onChange={(goal) => onChange({ goal })}
      />
    ),
    qualification: () => (
      <ChoiceQuestion
        id="qualification"
        label={t('check.questions.qualification.label')}
        options={qualifications}
        optionLabel={(option) => t(`check.questions.qualification.options.${option}`)}
        value={answers.qualification}
        onChange={(qualification) => onChange({ qualification })}
      />
    ),
    recognition: () =>
      hasQualification(answers) && (
        <ChoiceQuestion
          id="recognition"
          label={t('check.questions.recognition.label')}
          help={<RecognitionHelp nursing={nursing} />}
          options={
            asksComparable(answers)
              ? recognitions
              : recognitions.filter((option) => option !== 'comparable')
          }
          // For nursing, anabin rates no recognition: "full" is the state authority's.
          optionLabel={(option) =>
            nursing && option === 'full'
              ? t('check.questions.recognition.fullNursing')
              : t(`check.questions.recognition.options.${option}`)
          }
          value={answers.recognition}
          onChange={(recognition) => onChange({ recognition })}
        />
      ),
    recentGraduate: () =>
      asksRecentGraduate(answers) && (
        <YesNoQuestion
          id="recentGraduate"
          label={t('check.questions.recentGraduate.label')}
          value={answers.recentGraduate}
          onChange={(recentGraduate) => onChange({ recentGraduate })}
        />
      ),
    occupation: () =>
      asksOccupation(answers) && (
        <ChoiceQuestion
          id="occupation"
          label={t('check.questions.occupation.label')}
          help={t('check.questions.occupation.help')}
          options={occupations}
          optionLabel={(option) => t(`check.questions.occupation.options.${option}`)}
          value={answers.occupation}
          onChange={(occupation) => onChange({ occupation })}
        />
      ),
    experience: () =>
      asksExperience(answers) && (
        <ChoiceQuestion
          id="experience"
          label={t('check.questions.experience.label')}
          help={t('check.questions.experience.help')}
          options={experiences}
          optionLabel={(option) => t(`check.questions.experience.options.${option}`)}
          value={answers.experience}
          onChange={(experience) => onChange({ experience })}
        />
      ),
    jobOffer: () => (
      <YesNoQuestion
        id="jobOffer"
        label={t('check.questions.jobOffer.label')}
        value={answers.jobOffer}
        onChange={(jobOffer) => {
          if (!jobOffer) onSalaryProblem(undefined);
          onChange(
            jobOffer
              ? { jobOffer }
              : {
                  jobOffer,
                  jobOccupation: undefined,
                  jobExperience: undefined,
                  sixMonthContract: undefined,
                  salary: undefined,
                  collectiveAgreement: undefined,
                },
          );
        }}
      />
    ),
    jobOccupation: () =>
      asksJobOccupation(answers) && (
        <ChoiceQuestion
          id="jobOccupation"
          label={t('check.questions.jobOccupation.label')}
          help={t('check.questions.jobOccupation.help')}
          options={occupations}
          optionLabel={(option) => t(`check.questions.occupation.options.${option}`)}
          value={answers.jobOccupation}
          onChange={(jobOccupation) => onChange({ jobOccupation })}
        />
      ),
    jobExperience: () =>
      asksJobExperience(answers) && (
        <ChoiceQuestion
          id="jobExperience"
          label={t('check.questions.jobExperience.label')}
          help={t('check.questions.jobExperience.help')}
          options={experiences}
          optionLabel={(option) => t(`check.questions.experience.options.${option}`)}
          value={answers.jobExperience}
          onChange={(jobExperience) => onChange({ jobExperience })}
        />
      ),
    licence: () =>
      asksLicence(answers) && (
        <ChoiceQuestion
          id="licence"
          label={t('check.questions.licence.label')}
          help={
            <>
              {t('check.questions.licence.help')} <FinderLink />
            </>
          }
          options={licences}
          optionLabel={(option) => t(`check.questions.licence.options.${option}`)}
          value={answers.licence}
          onChange={(licence) => onChange({ licence })}
        />
      ),
    sixMonthContract: () =>
      asksSixMonthContract(answers) && (
        <YesNoQuestion
          id="sixMonthContract"
          label={t('check.questions.sixMonthContract.label')}
          help={t('check.questions.sixMonthContract.help')}
          value={answers.sixMonthContract}
          onChange={(sixMonthContract) => onChange({ sixMonthContract })}
        />
      ),
    salary: () =>
      answers.jobOffer && (
        <SalaryQuestion
          value={answers.salary}
          onChange={(salary, problem) => {
            onSalaryProblem(problem);
            onChange({ salary });
          }}
        />
      ),
    collectiveAgreement: () =>
      answers.jobOffer && (
        <ChoiceQuestion
          id="collectiveAgreement"
          label={t('check.questions.collectiveAgreement.label')}
          help={t('check.questions.collectiveAgreement.help')}
          options={collectiveAgreements}
          optionLabel={(option) => t(`check.questions.collectiveAgreement.options.${option}`)}
          value={answers.collectiveAgreement}
          onChange={(collectiveAgreement) => onChange({ collectiveAgreement })}
          row
        />
      ),
    german: () => (
      <ChoiceQuestion
        id="german"
        label={t('check.questions.german.label')}
        options={languageLevels}
        optionLabel={level}
        value={answers.german}
        onChange={(german) => onChange({ german })}
        row
      />
    ),
    english: () => (
      <ChoiceQuestion
        id="english"
        label={t('check.questions.english.label')}
        options={languageLevels}
        optionLabel={level}
        value={answers.english}
        onChange={(english) => onChange({ english })}
        row
      />
    ),
    age: () => (
      <ChoiceQuestion
        id="age"
        label={t('check.questions.age.label')}
        help={t('check.questions.age.help')}
        options={ageBands}
        optionLabel={(option) => t(`check.questions.age.options.${option}`)}
        value={answers.age}
        onChange={(age) => onChange({ age })}
      />
    ),
    from45: () =>
      asksFrom45(answers) && (
        <YesNoQuestion
          id="from45"
          label={t('check.questions.from45.label')}
          help={t('check.questions.from45.help')}
          value={answers.from45}
          onChange={(from45) => onChange({ from45 })}
        />
      ),
    germanStay: () =>
      pointsMatter(answers) && (
        <YesNoQuestion
          id="germanStay"
          label={t('check.questions.germanStay.label')}
          help={t('check.questions.germanStay.help')}
          value={answers.germanStay}
          onChange={(germanStay) => onChange({ germanStay })}
        />
      ),
    partner: () =>
      pointsMatter(answers) && (
        <YesNoQuestion
          id="partner"
          label={t('check.questions.partner.label')}
          help={t('check.questions.partner.help')}
          value={answers.partner}
          onChange={(partner) => onChange({ partner })}
        />
      ),
  };
  return (
    <>
      {questions.map((question) => (
        <Fragment key={question}>{fields[question]()}</Fragment>
      ))}
    </>
  );
}

/**
 * "Step 2 of 6", shown on a phone where the steps come one at a time, as the start of the step's
 * heading: focus moves to the heading, so it is announced with it ("Step 2 of 6: Your
 * qualification").
 */
export function StepCounter({ current, total }: { current: number; total: number }) {
  const { t } = useT('germanyCheck');
  return (
    <Box
      component="span"
      data-testid="step-counter"
      sx={{ display: { xs: 'block', sm: 'none' }, typography: 'overline', color: 'text.secondary' }}
    >
      {t('check.stepOf', { current, total })}
      <Box component="span" sx={visuallyHidden}>
        :{' '}
      </Box>
    </Box>
  );
}

/** A step's heading; the margin keeps it clear of the sticky header when it scrolls into view. */
export function StepHeading({
  id,
  title,
  step,
}: {
  id: string;
  title: string;
  step: { current: number; total: number };
}) {
  return (
    <Typography
      id={id}
      variant="h3"
      tabIndex={-1}
      sx={{
        fontSize: '1.25rem',
        color: 'primary.main',
        mb: 2,
        scrollMarginTop: 16,
        '&:focus': { outline: 'none' },
      }}
    >
      <StepCounter {...step} />
      {title}
    </Typography>
  );
}
