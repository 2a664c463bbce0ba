import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Box, Button, type ButtonProps } from '@mui/material';
import { newTab } from './newTab';
import { visuallyHidden } from './visuallyHidden';

/**
 * A button to another site: opens in a new tab and says so to screen readers. `hint` is the
 * page's "(opens in a new tab)" text, so the button reads in the page's language.
 */
export function ExternalButton({
  href,
  hint,
  children,
  endIcon = <OpenInNewRounded aria-hidden="true" />,
  ...props
}: { href: string; hint: string } & Omit<ButtonProps<'a'>, 'href' | 'target' | 'rel'>) {
  return (
    <Button
      component="a"
      href={href}
      {...newTab}
      variant="contained"
      color="secondary"
      size="large"
      endIcon={endIcon}
      {...props}
    >
      {children}{' '}
      <Box component="span" sx={visuallyHidden}>
        {hint}
      </Box>
    </Button>
  );
}
