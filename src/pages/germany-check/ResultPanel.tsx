import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { Box, Button, Link, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useRef, useState, type FocusEvent } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import type { QuestionId } from './content';
import { NextStepActions } from './NextStepActions';
import { PathwayCard } from './PathwayCard';
import {
  unanswered,
  type AgeBand,
  type Answers,
  isComplete,
} from '../../shared/germanyCheck/answers';
import {
  evaluatePathways,
  routesForGoal,
  showsPoints,
  tallyRoutes,
  type PathwayResult,
} from '../../shared/germanyCheck/pathways';
import type { AmountProblem } from '../../shared/germanyCheck/amount';
import { StepCounter } from './CheckForm';
import {
  ageReadingDecides,
  contestedAges,
  opportunityCardPoints,
  pointsNeeded,
} from '../../shared/germanyCheck/points';
import { useRulesYear } from './rulesYear';

/**
 * Copies the page's address, which holds the answers, for sharing. Nothing is sent anywhere.
 * Without the clipboard API (an older browser, a page not served over HTTPS) the address is
 * shown in a selected field to copy by hand, and the message says so.
 */
function CopyLink() {
  const { t } = useT('germanyCheck');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  // The address to copy by hand, read when the visitor asks for it.
  const [link, setLink] = useState('');
  const fallback = useRef<HTMLInputElement>(null);
  const showLink = () => {
    flushSync(() => {
      setLink(window.location.href);
      setStatus('failed');
    });
    fallback.current?.focus();
    fallback.current?.select();
  };
  const copy = () => {
    // Read when the visitor copies, never during render: the server has no browser.
    // Absent in older browsers and on a page not served over HTTPS.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      showLink();
      return;
    }
    clipboard.writeText(window.location.href).then(() => setStatus('copied'), showLink);
  };
  return (
    <Box sx={{ mt: 4 }}>
      <Button variant="outlined" startIcon={<ContentCopyRounded />} onClick={copy}>
        {t('result.copyLink')}
      </Button>
      <Typography
        role="status"
        variant="body2"
        data-testid="copy-status"
        sx={{ mt: 1, minHeight: '1.5em', fontWeight: status === 'failed' ? 700 : 400 }}
      >
        {status === 'copied' && t('result.copied')}
        {status === 'failed' && t('result.copyFailed')}
      </Typography>
      {status === 'failed' && (
        <Box
          component="input"
          ref={fallback}
          readOnly
          aria-label={t('result.linkLabel')}
          value={link}
          onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
          sx={{
            width: '100%',
            maxWidth: 560,
            mt: 1,
            px: 1.5,
            py: 1,
            font: 'inherit',
            fontSize: '0.875rem',
            border: `1px solid ${brandColors.controlBorder}`,
            borderRadius: radii.badge,
          }}
        />
      )}
    </Box>
  );
}

function Points({
  total,
  items,
  age,
}: ReturnType<typeof opportunityCardPoints> & { age: AgeBand | undefined }) {
  const { t } = useT('germanyCheck');
  const edge = age === undefined ? undefined : contestedAges[age];
  return (
    <Box
      data-testid="result-points"
      sx={{
        p: { xs: 2.5, md: 3 },
        borderRadius: radii.cardCompact,
        bgcolor: brandColors.sand,
        mb: 3,
      }}
    >
      <Typography variant="h3" component="h4" sx={{ fontSize: '1.15rem', color: 'primary.main' }}>
        {t('result.points.title')}
      </Typography>
      <Typography sx={{ mt: 1, fontSize: '1.5rem', fontWeight: 800, color: 'primary.main' }}>
        {t('result.points.total', { number: total, needed: pointsNeeded })}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('result.points.none')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('result.points.itemsLabel')}
          sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 0.5 }}
        >
          {items.map((item) => (
            <li key={item.id}>
              <Typography variant="body2">
                {t(`points.items.${item.id}`)}: <strong>+{item.points}</strong>
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {edge !== undefined && ageReadingDecides(total) && (
        <Typography variant="body2" data-testid="result-points-age" sx={{ mt: 1.5 }}>
          {t('result.points.ageReading', { age: edge, needed: pointsNeeded })}
        </Typography>
      )}
    </Box>
  );
}

/** A group of route cards under its own heading: the goal's routes, or the others. */
function RouteGroup({
  id,
  title,
  results,
}: {
  id: string;
  title: string;
  results: readonly PathwayResult[];
}) {
  if (!results.length) return null;
  return (
    <Box role="region" aria-labelledby={id} data-testid={id} sx={{ mt: 3 }}>
      <Typography
        id={id}
        variant="h3"
        component="h4"
        sx={{ mb: 2, fontSize: '1.15rem', color: 'primary.main' }}
      >
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            // minmax(0, …): a long German word wraps instead of widening the track past 320 px.
            xs: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {results.map((result) => (
          <PathwayCard
            key={result.id}
            id={result.id}
            status={result.status}
            conditions={result.conditions}
            headingLevel="h5"
            idPrefix="result"
          />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The answer: one plain sentence that this is general information, then either the questions
 * still to answer or the points and every route, possible or not, with what is missing.
 */
export function ResultPanel({
  answers,
  salaryProblem,
  step,
  onGoTo,
}: {
  answers: Answers;
  /** Why the salary typed cannot be read: the result says so rather than call it unanswered. */
  salaryProblem: AmountProblem | undefined;
  /** Where the result stands among the phone's steps. */
  step: { current: number; total: number };
  /** Takes the visitor to a question still unanswered. */
  onGoTo: (question: QuestionId) => void;
}) {
  const { t } = useT('germanyCheck');
  const year = useRulesYear();
  const missing = unanswered(answers, year);
  const complete = isComplete(answers, year);
  const results = complete ? evaluatePathways(answers, year) : [];
  // The cards come in two groups, the routes for the visitor's goal and the others for
  // reference; the summary counts both groups from the same results, so it never contradicts a
  // card.
  const goalIds = complete ? routesForGoal(answers) : [];
  const forGoal = complete ? results.filter((r) => goalIds.includes(r.id)) : [];
  const others = complete ? results.filter((r) => !goalIds.includes(r.id)) : [];
  const tally = complete ? tallyRoutes(results, answers) : undefined;
  const summary = tally
    ? [
        tally.forGoal.possible > 0
          ? t('result.summary', { count: tally.forGoal.possible })
          : tally.forGoal.toShow > 0
            ? t('result.summaryNoneYet', { count: tally.forGoal.toShow })
            : t('result.summaryNone'),
        tally.forGoal.possible > 0 && tally.forGoal.toShow > 0
          ? t('result.summaryToShow', { count: tally.forGoal.toShow })
          : '',
        tally.others.possible + tally.others.toShow > 0
          ? t('result.summaryOthers', { count: tally.others.possible + tally.others.toShow })
          : '',
      ]
        .filter(Boolean)
        .join(' ')
    : '';
  return (
    <Box role="region" aria-labelledby="result-title" data-testid="result">
      <Typography
        id="result-title"
        variant="h3"
        tabIndex={-1}
        sx={{ color: 'primary.main', scrollMarginTop: 16, '&:focus': { outline: 'none' } }}
      >
        <StepCounter {...step} />
        {t('result.title')}
      </Typography>
      <Box
        data-testid="disclaimer"
        sx={{
          display: 'flex',
          gap: 1.5,
          mt: 2,
          mb: 3,
          p: 2,
          borderRadius: radii.art,
          bgcolor: alpha(brandColors.steel, 0.08),
          borderLeft: `4px solid ${brandColors.steel}`,
          // An "i" in a ring, drawn by CSS and silent to screen readers.
          '&::before': {
            content: '"i" / ""',
            flexShrink: 0,
            width: 22,
            height: 22,
            mt: '1px',
            borderRadius: '50%',
            border: `2px solid ${brandColors.steel}`,
            boxSizing: 'border-box',
            display: 'grid',
            placeItems: 'center',
            fontSize: '0.8rem',
            fontWeight: 800,
            color: brandColors.steel,
          },
        }}
      >
        <Typography>{t('result.disclaimer')}</Typography>
      </Box>
      {!complete && (
        <Box data-testid="result-incomplete">
          <Typography>{t('result.incomplete')}</Typography>
          <Box component="ul" sx={{ mt: 1, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {missing.map((question) => (
              <li key={question}>
                <Link
                  component="button"
                  type="button"
                  underline="always"
                  onClick={() => onGoTo(question)}
                  sx={{ textAlign: 'left', font: 'inherit' }}
                >
                  {question === 'salary' && salaryProblem
                    ? t('result.salaryUnreadable')
                    : t(`check.questions.${question}.label`)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {/* In the page from the first render and empty until there is a result, so screen readers
          announce the summary when it arrives (a live region inserted already filled is often
          not read). */}
      <Typography
        role="status"
        sx={{ fontWeight: 700, mb: complete ? 2 : 0 }}
        data-testid="result-summary"
      >
        {summary}
      </Typography>
      {complete && (
        <>
          {showsPoints(answers) && <Points {...opportunityCardPoints(answers)} age={answers.age} />}
          <RouteGroup id="result-goal-routes" title={t('result.groups.goal')} results={forGoal} />
          <RouteGroup id="result-other-routes" title={t('result.groups.others')} results={others} />
          <CopyLink />
          <Typography
            variant="h3"
            component="h4"
            sx={{ mt: 4, mb: 2, fontSize: '1.15rem', color: 'primary.main' }}
          >
            {t('next.title')}
          </Typography>
          <NextStepActions study={answers.goal === 'study'} place="result" />
        </>
      )}
    </Box>
  );
}
