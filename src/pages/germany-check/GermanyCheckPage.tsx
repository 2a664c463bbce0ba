import { Box, Button } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { PageIntro } from '../../components/PageIntro';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';
import CheckSectionIsland from './CheckSection.island';
import FiguresSectionIsland from './FiguresSection.island';
import { NextStepSection } from './NextStepSection';
import { PointsSection } from './PointsSection';
import RoutesSectionIsland from './RoutesSection.island';
import { rulesYearAttribute, useRulesYear } from './rulesYear';

/**
 * /germany-check: "Can I go to Germany?" The check comes first; below it, for everyone and
 * without JavaScript, the routes, the points table, this year's figures and the official sources.
 * The intro's links to a band scroll smoothly by the page's own script (src/lib/anchorLinks.ts).
 */
export default function GermanyCheckPage() {
  const { t } = useT('germanyCheck');
  const year = useRulesYear();
  return (
    <Box {...{ [rulesYearAttribute]: year }}>
      <PageIntro title={t('intro.title')} lead={t('intro.lead')}>
        <Button href="#check" variant="contained" color="secondary" size="large">
          {t('intro.start')}
        </Button>
        <Button
          href="#routes"
          variant="outlined"
          color="inherit"
          size="large"
          sx={{ color: brandColors.white, borderColor: alpha(brandColors.white, 0.6) }}
        >
          {t('intro.routes')}
        </Button>
      </PageIntro>
      <CheckSectionIsland hydrate="interaction" />
      <RoutesSectionIsland hydrate="wake" />
      <PointsSection />
      <FiguresSectionIsland hydrate="wake" />
      <NextStepSection />
    </Box>
  );
}
