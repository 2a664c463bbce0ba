import { CircularProgress, Container, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { site } from '../../config/site';
import { openBooking } from '../../features/booking/booking';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { header } from '../../theme/tokens';

/** /book-call runs the shared booking action, then takes the visitor home. */
export default function BookCallPage() {
  const { t } = useT('bookCall');
  const lng = useLocale();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice in development; the visitor asked for one booking.
    if (started.current) return;
    started.current = true;
    void openBooking();
    void navigate(pathFor('home', lng), { replace: true });
  }, [lng, navigate]);
  return (
    // A full screen: the home page replaces this one right away, and a footer in view would be
    // pushed down by it, a layout shift nobody asked for.
    <Container
      maxWidth="sm"
      sx={{ py: 14, textAlign: 'center', minHeight: `calc(100svh - ${header.height}px)` }}
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
    </Container>
  );
}
