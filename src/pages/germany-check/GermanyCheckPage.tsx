import { Box, Button } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { PageIntro } from '../../components/PageIntro';
import { useT } from '../../i18n/useT';
import { scrollToId } from '../../lib/scroll';
import { brandColors } from '../../theme/tokens';
import { CheckSection } from './CheckSection';
import { FiguresSection } from './FiguresSection';
import { NextStepSection } from './NextStepSection';
import { PointsSection } from './PointsSection';
import { RoutesSection } from './RoutesSection';
import { rulesYearAttribute, useRulesYear } from './rulesYear';

/** An in-page link that scrolls below the header and moves focus; a plain anchor without JavaScript. */
const jumpTo = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (scrollToId(id)) event.preventDefault();
};

/**
 * /germany-check: "Can I go to Germany?" The check comes first; below it, for everyone and
 * without JavaScript, the routes, the points table, this year's figures and the official sources.
 */
export default function GermanyCheckPage() {
  const { t } = useT('germanyCheck');
  const year = useRulesYear();
  return (
    <Box {...{ [rulesYearAttribute]: year }}>
      <PageIntro title={t('intro.title')} lead={t('intro.lead')}>
        <Button
          href="#check"
          onClick={jumpTo('check')}
          variant="contained"
          color="secondary"
          size="large"
        >
          {t('intro.start')}
        </Button>
        <Button
          href="#routes"
          onClick={jumpTo('routes')}
          variant="outlined"
          color="inherit"
          size="large"
          sx={{ color: brandColors.white, borderColor: alpha(brandColors.white, 0.6) }}
        >
          {t('intro.routes')}
        </Button>
      </PageIntro>
      <CheckSection />
      <RoutesSection />
      <PointsSection />
      <FiguresSection />
      <NextStepSection />
    </Box>
  );
}
