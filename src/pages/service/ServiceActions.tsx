import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Box, Button, Stack } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import { newTab } from '../../components/newTab';
import { visuallyHidden } from '../../components/visuallyHidden';
import { BookCallButton } from '../../features/booking/BookCallButton';
import { outlinedOnNavy } from '../../theme/surfaces';

/** A service button with its copy resolved and its target localized. */
export type ResolvedAction =
  | { id: string; kind: 'booking'; label: string }
  | { id: string; kind: 'internal'; label: string; to: string }
  | { id: string; kind: 'external'; label: string; url: string; hint: string };

/** The first button stands out (amber); the others are outlined, on the page's dark bands. */
const outlined = outlinedOnNavy;

function ActionButton({
  action,
  primary,
  testId,
}: {
  action: ResolvedAction;
  primary: boolean;
  testId: string;
}) {
  const common = {
    variant: primary ? 'contained' : 'outlined',
    color: primary ? 'secondary' : 'inherit',
    size: 'large',
    sx: primary ? undefined : outlined,
    'data-testid': testId,
  } as const;
  switch (action.kind) {
    case 'booking':
      return (
        <BookCallButton {...common} startIcon={<CalendarMonthRounded />}>
          {action.label}
        </BookCallButton>
      );
    case 'internal':
      return (
        <Button {...common} component={AppLink} to={action.to} endIcon={<ArrowForwardRounded />}>
          {action.label}
        </Button>
      );
    case 'external':
      return (
        <Button {...common} href={action.url} {...newTab} endIcon={<OpenInNewRounded />}>
          {action.label}{' '}
          <Box component="span" sx={visuallyHidden}>
            {action.hint}
          </Box>
        </Button>
      );
  }
}

/** The service's buttons, side by side from small tablets up, stacked full width on phones. */
export function ServiceActions({
  actions,
  place,
  center = false,
}: {
  actions: readonly ResolvedAction[];
  /** Where the buttons sit (hero, cta): names their test ids. */
  place: string;
  center?: boolean;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: center ? 'center' : 'flex-start' }}
    >
      {actions.map((action, i) => (
        <ActionButton
          key={action.id}
          action={action}
          primary={i === 0}
          testId={`${place}-${action.id}`}
        />
      ))}
    </Stack>
  );
}
