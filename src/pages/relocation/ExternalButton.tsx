import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Box, Button, type ButtonProps } from '@mui/material';
import { newTab } from '../../components/newTab';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useT } from '../../i18n/useT';

/** A button to another site: opens in a new tab and says so to screen readers. */
export function ExternalButton({
  href,
  children,
  endIcon = <OpenInNewRounded aria-hidden="true" />,
  ...props
}: { href: string } & Omit<ButtonProps<'a'>, 'href' | 'target' | 'rel'>) {
  const { t } = useT('relocation');
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
        {t('opensInNewTab')}
      </Box>
    </Button>
  );
}
