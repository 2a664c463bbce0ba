import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import { Button } from '@mui/material';
import { AppLink } from '../../../components/AppLink';
import { BookCallButton } from '../../../features/booking/BookCallButton';
import { useLocale } from '../../../i18n/LocaleContext';
import { pathFor } from '../../../i18n/paths';
import type { RouteId } from '../../../routes';

/** The booking action (a link to /book-call that opens the scheduling popup once hydrated). */
export function BookButton({ label }: { label: string }) {
  return (
    <BookCallButton
      variant="contained"
      color="secondary"
      size="large"
      startIcon={<CalendarMonthRounded />}
    >
      {label}
    </BookCallButton>
  );
}

/** A button to another page of the site, in the page language. */
export function PageButton({
  to,
  label,
  variant = 'outlined',
}: {
  to: RouteId;
  label: string;
  variant?: 'outlined' | 'contained';
}) {
  const lng = useLocale();
  return (
    <Button
      component={AppLink}
      to={pathFor(to, lng)}
      variant={variant}
      color={variant === 'contained' ? 'secondary' : 'primary'}
      size="large"
      endIcon={<ArrowForwardRounded />}
    >
      {label}
    </Button>
  );
}
