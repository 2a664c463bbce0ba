import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Button } from '@mui/material';
import { AppLink } from '../../../components/AppLink';
import { useLocale } from '../../../i18n/LocaleContext';
import { pathFor } from '../../../i18n/paths';
import type { RouteId } from '../../../routes';

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
