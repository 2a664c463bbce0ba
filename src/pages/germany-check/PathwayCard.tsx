import { Box, Link, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { newTab } from '../../components/newTab';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { brandColors, radii } from '../../theme/tokens';
import { sources, sourceUrl } from '../../config/germanRules';
import { LawLink, useCite } from './LawLink';
import {
  pathwayRules,
  pathwaySources,
  type Condition,
  type ConditionState,
  type PathwayId,
  type RouteStatus,
} from '../../shared/germanyCheck/pathways';
import { useFigureText } from './useFigureText';

/** Each state's mark, drawn by CSS (no icon script) and silent to screen readers, which hear the state's word. */
const stateMarks = {
  met: { mark: '"✓" / ""', color: brandColors.success },
  unmet: { mark: '"✕" / ""', color: brandColors.coralText },
  toProve: { mark: '"…" / ""', color: brandColors.amberText },
} as const satisfies Record<ConditionState, object>;

/** Each route status's colour: its word (`status.<id>`) carries it, the colour repeats it. */
const statusColors = {
  possible: brandColors.success,
  toShow: brandColors.amberText,
  missing: brandColors.coralText,
} as const satisfies Record<RouteStatus, string>;

/**
 * One route: its name and legal basis, then its conditions. In the overview (no `open`) the
 * conditions are listed as they are; in a result each carries its state, and the route whether
 * it is possible with the answers.
 */
export function PathwayCard({
  id,
  conditions,
  status,
  headingLevel,
  idPrefix,
}: {
  id: PathwayId;
  conditions: readonly Condition[];
  /** In a result: whether the answers make the route possible. */
  status?: RouteStatus;
  headingLevel: 'h3' | 'h4' | 'h5';
  /** Keeps ids unique where a route shows twice (result and overview). */
  idPrefix: string;
}) {
  const { t } = useT('germanyCheck');
  const text = useFigureText();
  const title = t(`routes.items.${id}.title`);
  const titleId = `${idPrefix}-${id}`;
  const lng = useLocale();
  const cite = useCite();
  const source = sources[pathwaySources[id]];
  const inResult = status !== undefined;
  const open = status !== undefined && status !== 'missing';
  const color = status === undefined ? undefined : statusColors[status];
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      data-testid={`${idPrefix}-${id}`}
      data-open={inResult ? String(open) : undefined}
      data-status={status}
      sx={{
        height: '100%',
        p: { xs: 2.5, md: 3 },
        borderRadius: radii.cardCompact,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: inResult && open ? alpha(brandColors.success, 0.6) : 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Box>
        <Typography
          id={titleId}
          variant="h3"
          component={headingLevel}
          sx={{ color: 'primary.main', fontSize: '1.15rem', overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {cite(pathwayRules[id].law)}
        </Typography>
      </Box>
      {inResult && (
        <Box
          component="p"
          data-testid="route-status"
          sx={{
            alignSelf: 'flex-start',
            m: 0,
            px: 1.5,
            py: 0.5,
            // A pill on one line; on two ("Possible if you can show what is marked") a soft box.
            borderRadius: radii.art,
            fontWeight: 700,
            fontSize: '0.875rem',
            // Coloured text on white, framed in its colour: 4.5:1 and more for small bold text.
            bgcolor: brandColors.white,
            border: '1.5px solid',
            borderColor: color,
            color,
          }}
        >
          {status && t(`status.${status}`)}
        </Box>
      )}
      {!inResult && <Typography color="text.secondary">{t(`routes.items.${id}.text`)}</Typography>}
      <Box
        component="ul"
        aria-label={t('routes.conditionsLabel', { route: title })}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          alignContent: 'start',
          flexGrow: 1,
        }}
      >
        {conditions.map((condition) => {
          const state = inResult ? stateMarks[condition.state] : undefined;
          return (
            <Box
              component="li"
              key={condition.id}
              data-state={inResult ? condition.state : undefined}
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                // The mark: a state's sign in a disc of its colour; a small dot in the overview.
                '&::before': {
                  content: state?.mark ?? '""',
                  flexShrink: 0,
                  width: 20,
                  height: 20,
                  mt: '1px',
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: '0.75rem',
                  fontWeight: 800,
                  color: brandColors.white,
                  bgcolor: state?.color ?? 'transparent',
                  // The overview's dot: a disc of the amber accent, a third of the mark's size.
                  backgroundImage: state
                    ? 'none'
                    : `radial-gradient(circle, ${brandColors.amber} 3.5px, transparent 4px)`,
                },
              }}
            >
              <Typography variant="body2">
                {inResult && (
                  <Box component="span" sx={{ fontWeight: 700, color: state?.color }}>
                    {t(`state.${condition.state}`)}
                    <Box component="span" sx={visuallyHidden}>
                      :
                    </Box>{' '}
                  </Box>
                )}
                {text.condition(condition.id)} <LawLink statute={condition.law} />
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Link
        href={sourceUrl(pathwaySources[id], lng)}
        {...newTab}
        variant="body2"
        sx={{ fontWeight: 600 }}
      >
        {t('routes.source', { publisher: t(`sources.publishers.${source.publisher}`) })}{' '}
        <Box component="span" sx={visuallyHidden}>
          {t('opensInNewTab')}
        </Box>
      </Link>
    </Box>
  );
}
