import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Section } from '../../components/sections/Section';
import { SectionHeading } from '../../components/sections/SectionHeading';
import { useT } from '../../i18n/useT';
import { radii } from '../../theme/tokens';
import { StepHeading, StepQuestions } from './CheckForm';
import { resultStep, stepOf, steps, type QuestionId } from './content';
import { questionFieldId } from './QuestionFields';
import { ResultPanel } from './ResultPanel';
import { isComplete, type Answers } from '../../shared/germanyCheck/answers';
import { useAnswers } from './useAnswers';

/** What to focus once a step is drawn: its heading, or the first field of a question. */
type FocusTarget = { step: number } | { question: QuestionId };

function focus(target: FocusTarget) {
  const element =
    'step' in target
      ? document.getElementById(target.step === resultStep ? 'result-title' : `step-${target.step}`)
      : document.getElementById(questionFieldId(target.question));
  const field = element?.matches('input')
    ? element
    : (element?.querySelector<HTMLElement>('input:checked') ??
      element?.querySelector<HTMLElement>('input') ??
      element);
  field?.focus({ preventScroll: true });
  field?.scrollIntoView({ block: 'step' in target ? 'start' : 'center' });
}

/**
 * The check: the questions and the answer. From tablets up every question and the answer share
 * one page (in two columns on wide screens); on a phone the questions come a step at a time and
 * the answer is the last step.
 * Both layouts are in the HTML and CSS picks one, so the first render needs no screen size.
 */
export function CheckSection() {
  const { t } = useT('germanyCheck');
  const [answers, saveAnswers] = useAnswers();
  // The step a phone shows once the visitor has moved; before that a complete set of answers (a
  // shared link) opens on the result.
  const [chosenStep, setChosenStep] = useState<number | null>(null);
  const active = chosenStep ?? (isComplete(answers) ? resultStep : 0);

  const change = (changes: Partial<Answers>) => saveAnswers({ ...answers, ...changes });
  // The step is drawn before focus moves into it.
  const goTo = (step: number, target: FocusTarget) => {
    flushSync(() => setChosenStep(step));
    focus(target);
  };
  const goToStep = (step: number) => goTo(step, { step });
  const goToQuestion = (question: QuestionId) => goTo(stepOf(question), { question });

  const total = steps.length + 1;
  const panel = (step: number) => ({
    display: { xs: active === step ? 'block' : 'none', sm: 'block' },
  });
  return (
    <Section id="check" labelledBy="check-title" tone="white">
      <SectionHeading
        id="check-title"
        eyebrow={t('check.eyebrow')}
        title={t('check.title')}
        subtitle={t('check.subtitle')}
      />
      <noscript>
        <Typography sx={{ mb: 3, fontWeight: 700, textAlign: 'center' }}>
          {t('check.noscript')}
        </Typography>
      </noscript>
      <Typography
        variant="overline"
        component="p"
        data-testid="step-counter"
        sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary', mb: 1 }}
      >
        {t('check.stepOf', { current: active + 1, total })}
      </Typography>
      <Box
        component="form"
        aria-labelledby="check-title"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        // Two columns from tablets up, filled top to bottom: the steps keep their reading order
        // and no column waits for a taller neighbour.
        sx={{ columnCount: { md: 2 }, columnGap: '24px' }}
      >
        {steps.map((step, index) => (
          <Box
            key={step.id}
            data-testid={`step-${step.id}`}
            sx={{
              ...panel(index),
              breakInside: 'avoid',
              mb: { sm: 3 },
              p: { xs: 0, sm: 3 },
              borderRadius: radii.cardCompact,
              border: { sm: '1px solid' },
              borderColor: { sm: 'divider' },
              bgcolor: 'background.paper',
            }}
          >
            <StepHeading id={`step-${index}`} title={t(`check.steps.${step.id}`)} />
            <StepQuestions questions={step.questions} answers={answers} onChange={change} />
          </Box>
        ))}
      </Box>
      <Box sx={{ ...panel(resultStep), mt: { sm: 6 } }}>
        <ResultPanel answers={answers} onGoTo={goToQuestion} />
      </Box>
      <Box
        sx={{
          display: { xs: 'flex', sm: 'none' },
          justifyContent: 'space-between',
          gap: 2,
          mt: 3,
        }}
      >
        <Button
          variant="outlined"
          onClick={() => goToStep(active - 1)}
          // Kept in place on the first step, so Next does not jump sideways.
          sx={{ visibility: active === 0 ? 'hidden' : 'visible' }}
          data-testid="step-back"
        >
          {t('check.back')}
        </Button>
        {active < resultStep && (
          <Button
            variant="contained"
            color="secondary"
            onClick={() => goToStep(active + 1)}
            data-testid="step-next"
          >
            {active === resultStep - 1 ? t('check.toResult') : t('check.next')}
          </Button>
        )}
      </Box>
    </Section>
  );
}
