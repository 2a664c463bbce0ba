import { Box, Button, Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import fallbackCopy from '../../locales/en/common.json';
import { i18n } from '../i18n/i18n';
import { pathFor } from '../i18n/paths';
import { useRouteHandle } from './routeHandle';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The router's error screen. It must work even when the failure was loading the page's
 * copy, so it falls back to the English strings bundled with it.
 */
export function RouterErrorScreen() {
  const error = useRouteError();
  const { lng } = useRouteHandle();
  const ready = i18n.hasResourceBundle(lng, 'common');
  const copy = ready
    ? {
        title: i18n.t('common:errorScreen.title', { lng }),
        home: i18n.t('common:notFound.backHome', { lng }),
      }
    : { title: fallbackCopy.errorScreen.title, home: fallbackCopy.notFound.backHome };
  useEffect(() => console.error(error), [error]);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 12 }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: '2rem' }}>
        {copy.title}
      </Typography>
      <Box
        component="pre"
        sx={{ mt: 3, p: 2, bgcolor: 'background.paper', borderRadius: 2, whiteSpace: 'pre-wrap' }}
      >
        {describe(error)}
      </Box>
      <Button href={pathFor('home', ready ? lng : 'en')} variant="contained" sx={{ mt: 3 }}>
        {copy.home}
      </Button>
    </Container>
  );
}
