import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import { Button, type ButtonProps } from '@mui/material';
import type { MouseEvent } from 'react';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { openBooking } from './booking';

/**
 * A Book a Call button. It is a real link to /book-call, so it works before JavaScript
 * runs; once hydrated it opens the scheduling popup in place.
 */
export function BookCallButton({
  onClick,
  ...props
}: Omit<ButtonProps<'a'>, 'href' | 'component'>) {
  const lng = useLocale();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onClick?.(event);
    void openBooking();
  };
  return <Button component="a" href={pathFor('bookCall', lng)} onClick={handleClick} {...props} />;
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
