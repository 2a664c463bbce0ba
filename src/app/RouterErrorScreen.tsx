import { Box, Button, Container, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { locales, siteDefaultLocale, type Locale } from '../i18n/locales';
import { pathFor } from '../i18n/paths';
import { loadNamespaces } from '../i18n/resources';
import { useRouteHandle } from './routeHandle';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

const hasShellCopy = (lng: Locale) => i18n.hasResourceBundle(lng, 'common');

/**
 * The language of the error screen's copy: the page's when its shell copy is loaded, else any
 * language whose shell copy is (the failure may have been loading the page's), else the site's
 * default language, loaded now. Null until one is there.
 */
function useCopyLanguage(lng: Locale): Locale | null {
  const [copyLng, setCopyLng] = useState<Locale | null>(
    () => [lng, ...locales].find(hasShellCopy) ?? null,
  );
  useEffect(() => {
    if (copyLng) return;
    let current = true;
    loadNamespaces(siteDefaultLocale, ['common']).then(
      () => {
        if (current) setCopyLng(siteDefaultLocale);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [copyLng]);
  return copyLng;
}

/** The router's error screen; it works even when the failure was loading the page's copy. */
export function RouterErrorScreen() {
  const error = useRouteError();
  const { lng } = useRouteHandle();
  const copyLng = useCopyLanguage(lng);
  useEffect(() => console.error(error), [error]);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 12 }}>
      {copyLng && (
        <Typography variant="h1" component="h1" sx={{ fontSize: '2rem' }}>
          {i18n.t('common:errorScreen.title', { lng: copyLng })}
        </Typography>
      )}
      <Box
        component="pre"
        sx={{ mt: 3, p: 2, bgcolor: 'background.paper', borderRadius: 2, whiteSpace: 'pre-wrap' }}
      >
        {describe(error)}
      </Box>
      {copyLng && (
        <Button href={pathFor('home', copyLng)} variant="contained" sx={{ mt: 3 }}>
          {i18n.t('common:notFound.backHome', { lng: copyLng })}
        </Button>
      )}
    </Container>
  );
}
