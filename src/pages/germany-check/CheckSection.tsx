import { Box, Button, Typography } from '@mui/material';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Section } from '../../components/sections/Section';
import { SectionHeading } from '../../components/sections/SectionHeading';
import { useT } from '../../i18n/useT';
import { radii } from '../../theme/tokens';
import { StepHeading, StepQuestions } from './CheckForm';
import { resultStep, stepOf, steps, type QuestionId } from './content';
import { questionFieldId } from './QuestionFields';
import { ResultPanel } from './ResultPanel';
import { unanswered, type Answers } from '../../shared/germanyCheck/answers';
import type { AmountProblem } from '../../shared/germanyCheck/amount';
import { useAnswers } from './useAnswers';
import { useRulesYear } from './rulesYear';

/** The key of the phone stepper's step in a history entry, so the browser's back goes a step back. */
const stepKey = 'germanyCheckStep';

const stepInHistory = (state: unknown): number | undefined => {
  const step = (state as Record<string, unknown> | null)?.[stepKey];
  return typeof step === 'number' ? step : undefined;
};

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
  const year = useRulesYear();
  // The step a phone shows once the visitor has moved or answered; before that a complete set of
  // answers (a shared link) opens on the result, and a link with some answers at the first
  // question still open, instead of at step 1 again.
  const [chosenStep, setChosenStep] = useState<number | null>(null);
  const firstOpen = unanswered(answers, year)[0];
  const opening = firstOpen === undefined ? resultStep : stepOf(firstOpen);
  const active = chosenStep ?? opening;
  const [salaryProblem, setSalaryProblem] = useState<AmountProblem | undefined>();

  // The answers the visitor last gave, kept for the stepper's history entries (below).
  const given = useRef<Answers | null>(null);
  const change = (changes: Partial<Answers>) => {
    // An answer keeps the step it was given on, whatever question it leaves open next.
    if (chosenStep === null) setChosenStep(active);
    given.current = { ...answers, ...changes };
    saveAnswers(given.current);
  };
  // The step is drawn before focus moves into it.
  const goTo = (step: number, target: FocusTarget) => {
    flushSync(() => setChosenStep(step));
    focus(target);
  };
  const goToStep = (step: number) => goTo(step, { step });
  const goToQuestion = (question: QuestionId) => goTo(stepOf(question), { question });

  // Each step forward on a phone is a history entry: the browser's back (or a phone's back
  // gesture) returns to the step before instead of leaving the page. An entry keeps the address
  // of its time, so the answers given since are written back into the entry returned to.
  const stepped = useRef(false);
  const onPopState = useEffectEvent((event: PopStateEvent) => {
    // Another page's entry, or an anchor's, before the stepper made any: not the stepper's.
    if (!stepped.current) return;
    if (given.current) saveAnswers(given.current);
    goToStep(stepInHistory(event.state) ?? 0);
  });
  // One listener for the page's life: the address change re-renders the page while the event is
  // dispatched, and a listener swapped then would miss it.
  useEffect(() => {
    const listener = (event: PopStateEvent) => onPopState(event);
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);
  const next = () => {
    stepped.current = true;
    window.history.pushState(
      { ...(window.history.state as object | null), [stepKey]: active + 1 },
      '',
      window.location.href,
    );
    goToStep(active + 1);
  };
  const back = () => {
    if (stepInHistory(window.history.state) === active) window.history.back();
    else goToStep(active - 1);
  };

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
      <Box
        component="form"
        aria-labelledby="check-title"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        // Two columns on wide screens, each step in a fixed place, in reading order: the long
        // "work" step on the left beside languages and "about you". A grid, not CSS columns: a
        // step that grows (a degree adds two questions) pushes what is below it down instead of
        // moving cards between columns and out of view.
        sx={{
          display: { sm: 'grid' },
          gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' },
          gridTemplateAreas: { md: '"goal qualification" "work languages" "work about"' },
          gridTemplateRows: { md: 'auto auto 1fr' },
          gap: { sm: 3 },
          alignItems: 'start',
        }}
      >
        {steps.map((step, index) => (
          <Box
            key={step.id}
            data-testid={`step-${step.id}`}
            sx={{
              ...panel(index),
              gridArea: { md: step.id },
              p: { xs: 0, sm: 3 },
              borderRadius: radii.cardCompact,
              border: { sm: '1px solid' },
              borderColor: { sm: 'divider' },
              bgcolor: 'background.paper',
            }}
          >
            <StepHeading
              id={`step-${index}`}
              title={t(`check.steps.${step.id}`)}
              step={{ current: index + 1, total }}
            />
            <StepQuestions
              questions={step.questions}
              answers={answers}
              onChange={change}
              onSalaryProblem={setSalaryProblem}
            />
          </Box>
        ))}
      </Box>
      <Box sx={{ ...panel(resultStep), mt: { sm: 3 } }}>
        <ResultPanel
          answers={answers}
          salaryProblem={salaryProblem}
          step={{ current: total, total }}
          onGoTo={goToQuestion}
        />
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
          onClick={back}
          // Kept in place on the first step, so Next does not jump sideways.
          sx={{ visibility: active === 0 ? 'hidden' : 'visible' }}
          data-testid="step-back"
        >
          {t('check.back')}
        </Button>
        {active < resultStep && (
          <Button variant="contained" color="secondary" onClick={next} data-testid="step-next">
            {active === resultStep - 1 ? t('check.toResult') : t('check.next')}
          </Button>
        )}
      </Box>
    </Section>
  );
}
