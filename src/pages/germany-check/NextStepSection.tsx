import { Box } from '@mui/material';
import { CallToAction } from '../../components/sections/CallToAction';
import { useT } from '../../i18n/useT';
import { NextStepActions } from './NextStepActions';

/** The closing band: the free pre-evaluation, the paid packages and a call. */
export function NextStepSection() {
  const { t } = useT('germanyCheck');
  return (
    <CallToAction
      id="next"
      titleId="next-title"
      copy={{ title: t('next.title'), text: t('next.text') }}
      textWidth={620}
      actions={
        <Box sx={{ mt: 4 }}>
          <NextStepActions inverted center place="cta" />
        </Box>
      }
    />
  );
}
