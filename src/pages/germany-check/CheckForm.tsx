import { Box, Link, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { site } from '../../config/site';
import { newTab } from '../../components/newTab';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useT } from '../../i18n/useT';
import type { QuestionId } from './content';
import { ChoiceQuestion, SalaryQuestion, YesNoQuestion } from './QuestionFields';
import {
  ageBands,
  experiences,
  goals,
  hasQualification,
  languageLevels,
  occupations,
  qualifications,
  recognitions,
  type Answers,
} from '../../shared/germanyCheck/answers';

/** What anabin and the ZAB are, with links to both. */
function RecognitionHelp() {
  const { t } = useT('germanyCheck');
  const hint = (
    <Box component="span" sx={visuallyHidden}>
      {t('opensInNewTab')}
    </Box>
  );
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
 * without a job offer.
 */
export function StepQuestions({
  questions,
  answers,
  onChange,
}: {
  questions: readonly QuestionId[];
  answers: Answers;
  onChange: (changes: Partial<Answers>) => void;
}) {
  const { t } = useT('germanyCheck');
  const level = (option: (typeof languageLevels)[number]) => t(`check.questions.levels.${option}`);
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
          help={<RecognitionHelp />}
          options={recognitions}
          optionLabel={(option) => t(`check.questions.recognition.options.${option}`)}
          value={answers.recognition}
          onChange={(recognition) => onChange({ recognition })}
        />
      ),
    recentGraduate: () =>
      answers.qualification === 'degree' && (
        <YesNoQuestion
          id="recentGraduate"
          label={t('check.questions.recentGraduate.label')}
          value={answers.recentGraduate}
          onChange={(recentGraduate) => onChange({ recentGraduate })}
        />
      ),
    occupation: () => (
      <ChoiceQuestion
        id="occupation"
        label={t('check.questions.occupation.label')}
        options={occupations}
        optionLabel={(option) => t(`check.questions.occupation.options.${option}`)}
        value={answers.occupation}
        onChange={(occupation) => onChange({ occupation })}
      />
    ),
    experience: () => (
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
        onChange={(jobOffer) => onChange(jobOffer ? { jobOffer } : { jobOffer, salary: undefined })}
      />
    ),
    salary: () =>
      answers.jobOffer && (
        <SalaryQuestion value={answers.salary} onChange={(salary) => onChange({ salary })} />
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
        options={ageBands}
        optionLabel={(option) => t(`check.questions.age.options.${option}`)}
        value={answers.age}
        onChange={(age) => onChange({ age })}
      />
    ),
    germanStay: () => (
      <YesNoQuestion
        id="germanStay"
        label={t('check.questions.germanStay.label')}
        value={answers.germanStay}
        onChange={(germanStay) => onChange({ germanStay })}
      />
    ),
    partner: () => (
      <YesNoQuestion
        id="partner"
        label={t('check.questions.partner.label')}
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

export function StepHeading({ id, title }: { id: string; title: string }) {
  return (
    <Typography
      id={id}
      variant="h3"
      tabIndex={-1}
      sx={{ fontSize: '1.25rem', color: 'primary.main', mb: 2, '&:focus': { outline: 'none' } }}
    >
      {title}
    </Typography>
  );
}
