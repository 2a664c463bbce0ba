import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  InputLabel,
  OutlinedInput,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import type { QuestionId } from './content';

/** The fieldset of one question; `questionFieldId` names it for "answer this question" links. */
export const questionFieldId = (id: QuestionId) => `question-${id}`;

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
    <FormControl
      component="fieldset"
      id={questionFieldId(id)}
      aria-describedby={help ? helpId : undefined}
      sx={{ display: 'flex', mb: 3, minWidth: 0 }}
    >
      <FormLabel
        component="legend"
        sx={{
          color: 'text.primary',
          fontWeight: 700,
          mb: 0.5,
          '&.Mui-focused': { color: 'text.primary' },
        }}
      >
        {label}
      </FormLabel>
      {help && (
        <FormHelperText id={helpId} component="div" sx={{ mx: 0, mb: 1, fontSize: '0.875rem' }}>
          {help}
        </FormHelperText>
      )}
      {children}
    </FormControl>
  );
}

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
      <RadioGroup
        name={id}
        row={row}
        value={value ?? ''}
        onChange={(event) => {
          const next = options.find((option) => option === event.target.value);
          if (next !== undefined) onChange(next);
        }}
        sx={row ? { columnGap: 1 } : undefined}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={optionLabel(option)}
            sx={{ alignItems: 'flex-start', mr: row ? 1 : 0, '& .MuiRadio-root': { mt: -0.75 } }}
          />
        ))}
      </RadioGroup>
    </Question>
  );
}

/** A yes/no question. */
export function YesNoQuestion({
  id,
  label,
  value,
  onChange,
}: {
  id: QuestionId;
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useT('germanyCheck');
  return (
    <ChoiceQuestion
      id={id}
      label={label}
      options={['yes', 'no'] as const}
      optionLabel={(option) => t(`check.${option}`)}
      value={value ? 'yes' : 'no'}
      onChange={(answer) => onChange(answer === 'yes')}
      row
    />
  );
}

/** Whole euros from what a visitor types ("50.700", "50,700 €"); undefined when nothing is typed. */
export function parseSalary(text: string): number | undefined {
  const digits = text.replace(/\D/g, '').slice(0, 10);
  return digits ? Number(digits) : undefined;
}

/** The gross annual salary of the job offer, in euros. */
export function SalaryQuestion({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useT('germanyCheck');
  // What the visitor typed, kept as typed; the answers hold the number it means.
  const [text, setText] = useState('');
  // Answers restored from a link arrive after the field was first drawn: show theirs.
  const shown = parseSalary(text) === value ? text : value === undefined ? '' : String(value);
  const inputId = questionFieldId('salary');
  return (
    <FormControl variant="outlined" sx={{ display: 'flex', mb: 3 }}>
      <InputLabel htmlFor={inputId}>{t('check.questions.salary.label')}</InputLabel>
      <OutlinedInput
        id={inputId}
        label={t('check.questions.salary.label')}
        value={shown}
        inputProps={{
          inputMode: 'numeric',
          autoComplete: 'off',
          'aria-describedby': `${inputId}-help`,
        }}
        endAdornment={
          <InputAdornment position="end">{t('check.questions.salary.unit')}</InputAdornment>
        }
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseSalary(event.target.value));
        }}
      />
      <FormHelperText id={`${inputId}-help`} sx={{ mx: 0 }}>
        {t('check.questions.salary.help')}
      </FormHelperText>
    </FormControl>
  );
}
