import { Breadcrumbs as MuiBreadcrumbs, Container, Link, Typography } from '@mui/material';
import { AppLink } from '../components/AppLink';
import { useT } from '../i18n/useT';
import { findRoute } from '../routes';
import { usePage } from '../components/PageContext';
import { breadcrumbPaths } from './structuredData/breadcrumbTrail';

/**
 * The visible trail on pages below the top level (/about/..., /services/...), the same trail
 * as the page's BreadcrumbList JSON-LD. Top-level pages need none: the header leads there.
 */
export function Breadcrumbs() {
  const { t, i18n } = useT('common');
  const { routeId, lng } = usePage();
  if (routeId === 'notFound') return null;
  const route = findRoute(routeId);
  if (route.kind !== 'page' || route.path.split('/').length < 3) return null;
  const trail = breadcrumbPaths(route, lng, i18n);
  const page = trail.at(-1);
  return (
    <Container maxWidth="lg" sx={{ py: 1.25 }}>
      <MuiBreadcrumbs
        aria-label={t('nav.breadcrumbLabel')}
        sx={{ typography: 'body2', color: 'text.secondary' }}
      >
        {trail.slice(0, -1).map((crumb) => (
          <Link
            key={crumb.path}
            component={AppLink}
            to={crumb.path}
            color="inherit"
            underline="always"
            sx={{ display: 'inline-block', py: 0.5, '&:hover': { color: 'primary.main' } }}
          >
            {crumb.name}
          </Link>
        ))}
        <Typography
          component="span"
          aria-current="page"
          sx={{ typography: 'body2', color: 'text.primary', fontWeight: 600 }}
        >
          {page?.name}
        </Typography>
      </MuiBreadcrumbs>
    </Container>
  );
}
