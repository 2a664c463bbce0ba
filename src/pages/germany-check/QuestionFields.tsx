import { Box } from '@mui/material';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useLocale } from '../../i18n/LocaleContext';
import { formatEuro } from '../../i18n/formatEuro';
import { localeRegistry } from '../../i18n/locales';
import { useT } from '../../i18n/useT';
import {
  parseYearlyAmount,
  type AmountProblem,
  type AmountReading,
} from '../../shared/germanyCheck/amount';
import { focusRingSx } from '../../theme/theme';
import { brandColors, radii } from '../../theme/tokens';
import type { QuestionId } from './content';

// Native fieldsets, radio buttons and a text input, styled here: they do all a visitor needs,
// keyboard included, for a fraction of the script MUI's form controls would add to this page.

/** The fieldset of one question; `questionFieldId` names it for "answer this question" links. */
export const questionFieldId = (id: QuestionId) => `question-${id}`;

const helpSx = { mt: 0.5, mb: 1, fontSize: '0.875rem', color: 'text.secondary' } as const;

function Question({
  id,
  label,
  help,
  children,
}: {
  id: QuestionId;
  label: string;
  help?: ReactNode;
  children: ReactNode;
}) {
  const helpId = `${questionFieldId(id)}-help`;
  return (
    <Box
      component="fieldset"
      id={questionFieldId(id)}
      aria-describedby={help ? helpId : undefined}
      sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}
    >
      <Box component="legend" sx={{ p: 0, fontWeight: 700, color: 'text.primary' }}>
        {label}
      </Box>
      {help && (
        <Box id={helpId} sx={helpSx}>
          {help}
        </Box>
      )}
      {children}
    </Box>
  );
}

const optionsSx = {
  display: 'flex',
  flexDirection: 'column',
  mt: 0.5,
  '& label': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: 1.25,
    py: 0.75,
    minHeight: 36,
    cursor: 'pointer',
  },
  '& input': {
    flexShrink: 0,
    width: 20,
    height: 20,
    m: 0,
    mt: '2px',
    accentColor: brandColors.navy,
    cursor: 'pointer',
    '&:focus-visible': focusRingSx,
  },
} as const;
const optionsRowSx = {
  ...optionsSx,
  flexDirection: 'row',
  flexWrap: 'wrap',
  columnGap: 2.5,
} as const;

/** A question with one answer among a few options, as radio buttons. */
export function ChoiceQuestion<T extends string>({
  id,
  label,
  help,
  options,
  optionLabel,
  value,
  onChange,
  row = false,
}: {
  id: QuestionId;
  label: string;
  help?: ReactNode;
  options: readonly T[];
  optionLabel: (option: T) => string;
  value: T | undefined;
  onChange: (value: T) => void;
  row?: boolean;
}) {
  return (
    <Question id={id} label={label} help={help}>
      {/* Plain labels and inputs styled from here: one style for the whole group, not one per
          option, keeps the page's start-up work small. */}
      <Box sx={row ? optionsRowSx : optionsSx}>
        {options.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={id}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{optionLabel(option)}</span>
          </label>
        ))}
      </Box>
    </Question>
  );
}

/** A yes/no question; unanswered (undefined) shows neither option chosen. */
export function YesNoQuestion({
  id,
  label,
  help,
  value,
  onChange,
}: {
  id: QuestionId;
  label: string;
  help?: ReactNode;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
}) {
  const { t } = useT('germanyCheck');
  return (
    <ChoiceQuestion
      id={id}
      label={label}
      help={help}
      options={['yes', 'no'] as const}
      optionLabel={(option) => t(`check.${option}`)}
      value={value === undefined ? undefined : value ? 'yes' : 'no'}
      onChange={(answer) => onChange(answer === 'yes')}
      row
    />
  );
}

/**
 * The gross annual salary of the job offer, read as the visitor writes it in the page's language
 * and echoed back formatted ("€45,000 a year"), so they see what was understood. Text that
 * cannot be read is marked invalid with a message once the visitor leaves the field, never
 * guessed.
 */
export function SalaryQuestion({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (value: number | undefined, problem: AmountProblem | undefined) => void;
}) {
  const { t } = useT('germanyCheck');
  const lng = useLocale();
  const intl = localeRegistry[lng].intl;
  // What the visitor typed, kept as typed; the answers hold the number it means.
  const [text, setText] = useState('');
  // The message waits until the visitor leaves the field: "4" on the way to "45.000" is no error.
  const [left, setLeft] = useState(false);
  const typed = parseYearlyAmount(text, intl);
  const typedValue = typed.kind === 'amount' ? typed.value : undefined;
  // Answers restored from a link arrive after the field was first drawn: show theirs.
  const restored = value !== undefined && typedValue !== value;
  const reading: AmountReading = restored ? { kind: 'amount', value } : typed;
  // Cents as a person writes them: "45.934,20", not "45.934,2".
  const cents = restored && !Number.isInteger(value) ? 2 : 0;
  const shown = restored
    ? new Intl.NumberFormat(intl, { minimumFractionDigits: cents }).format(value)
    : text;
  const problem = left && reading.kind === 'invalid' ? reading.reason : undefined;
  const report = (next: string, hasLeft: boolean) => {
    const read = parseYearlyAmount(next, intl);
    onChange(
      read.kind === 'amount' ? read.value : undefined,
      hasLeft && read.kind === 'invalid' ? read.reason : undefined,
    );
  };
  const inputId = questionFieldId('salary');
  const helpId = `${inputId}-help`;
  const messageId = `${inputId}-message`;
  return (
    <Box sx={{ mb: 3 }}>
      <Box component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 700 }}>
        {t('check.questions.salary.label')}
      </Box>
      <Box id={helpId} sx={helpSx}>
        {t('check.questions.salary.help')}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          maxWidth: 280,
          border: `${problem ? 2 : 1}px solid ${problem ? brandColors.coralText : brandColors.controlBorder}`,
          borderRadius: radii.badge,
          bgcolor: brandColors.white,
          '&:focus-within': focusRingSx,
        }}
      >
        <Box
          component="input"
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${helpId} ${messageId}`}
          value={shown}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setText(event.target.value);
            report(event.target.value, left);
          }}
          onBlur={() => {
            setLeft(true);
            report(shown, true);
          }}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            border: 0,
            bgcolor: 'transparent',
            font: 'inherit',
            color: 'text.primary',
            px: 1.5,
            py: 1.25,
            outline: 'none',
          }}
        />
        <Box component="span" aria-hidden="true" sx={{ px: 1.5, color: 'text.secondary' }}>
          {t('check.questions.salary.unit')}
        </Box>
      </Box>
      <Box
        id={messageId}
        data-testid="salary-message"
        sx={{
          ...helpSx,
          mt: 1,
          minHeight: '1.5em',
          fontWeight: problem ? 700 : 400,
          color: problem ? brandColors.coralText : 'text.secondary',
        }}
      >
        {problem && t(`check.questions.salary.problems.${problem}`)}
        {reading.kind === 'amount' &&
          t('check.questions.salary.understood', { amount: formatEuro(lng, reading.value) })}
      </Box>
    </Box>
  );
}
