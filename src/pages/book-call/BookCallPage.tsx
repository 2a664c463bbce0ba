import { CircularProgress, Container, Link, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { header } from '../../theme/tokens';
import { bookingRequestParam } from '../../features/booking/bookingRequest';
import { goHome, goHomeScript, homePathAttribute } from './goHome';

/**
 * /book-call takes the visitor home, where the shared booking action runs
 * (src/features/booking/bookingRequest.ts). The inline script does it as the prerendered page
 * is parsed; the effect does where the page is the application (`npm run dev`, where React
 * renders the script without running it).
 */
export default function BookCallPage() {
  const { t } = useT('bookCall');
  const lng = useLocale();
  useEffect(() => goHome(document, window.location, homePathAttribute, bookingRequestParam), []);
  const home = { [homePathAttribute]: pathFor('home', lng) };
  return (
    // A full screen: the home page replaces this one right away, and a footer in view would be
    // pushed down by it, a layout shift nobody asked for.
    <Container
      maxWidth="sm"
      sx={{ py: 14, textAlign: 'center', minHeight: `calc(100svh - ${header.height}px)` }}
      {...home}
    >
      <Stack spacing={3} alignItems="center">
        <CircularProgress color="secondary" aria-hidden="true" />
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          {t('heading')}
        </Typography>
        <Typography color="text.secondary">
          {t('fallback')}{' '}
          <Link href={site.booking.url} target="_blank" rel="noopener noreferrer">
            {t('fallbackLink')}
          </Link>
        </Typography>
      </Stack>
      <script dangerouslySetInnerHTML={{ __html: goHomeScript }} />
    </Container>
  );
}
