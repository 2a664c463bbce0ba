import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import { Button, type ButtonProps } from '@mui/material';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { bookCallAttribute } from './bookingLinks';

/**
 * A Book a Call button: a real link to /book-call, which the page's booking listener turns
 * into the scheduling popup in place (./bookingLinks.ts), whether or not React runs here.
 */
export function BookCallButton(props: Omit<ButtonProps<'a'>, 'href' | 'component'>) {
  const lng = useLocale();
  return (
    <Button
      component="a"
      href={pathFor('bookCall', lng)}
      {...{ [bookCallAttribute]: '' }}
      {...props}
    />
  );
}

/**
 * A page's booking action, where it is the main thing to do: the large amber button with the
 * calendar (closing bands, the home page's banner and next step, the About pages).
 */
export function BookCallAction(
  props: Omit<ButtonProps<'a'>, 'href' | 'component' | 'variant' | 'color' | 'size' | 'startIcon'>,
) {
  return (
    <BookCallButton
      variant="contained"
      color="secondary"
      size="large"
      startIcon={<CalendarMonthRounded />}
      {...props}
    />
  );
}
