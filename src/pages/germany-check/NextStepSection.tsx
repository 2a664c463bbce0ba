import { Box } from '@mui/material';
import { CtaPanel } from '../../components/sections/CtaPanel';
import { useT } from '../../i18n/useT';
import { NextStepActions } from './NextStepActions';

/** The closing band: the free pre-evaluation, the paid packages and a call. */
export function NextStepSection() {
  const { t } = useT('germanyCheck');
  return (
    <CtaPanel
      id="next"
      titleId="next-title"
      title={t('next.title')}
      text={t('next.text')}
      sx={{ py: { xs: 9, md: 13 } }}
      action={
        <Box sx={{ mt: 4 }}>
          <NextStepActions inverted center place="cta" />
        </Box>
      }
    />
  );
}
