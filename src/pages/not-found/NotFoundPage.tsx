import { Button, Container, Typography } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';

export default function NotFoundPage() {
  const { t } = useT('common');
  const lng = useLocale();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      {/* The overlines' darker amber: text on the paper background needs 4.5:1 (WCAG 1.4.3). */}
      <Typography
        variant="overline"
        component="p"
        sx={{ color: brandColors.amberText, fontSize: '1rem' }}
      >
        404
      </Typography>
      <Typography variant="h1">{t('notFound.title')}</Typography>
      <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 2 }}>
        {t('notFound.text')}
      </Typography>
      <Button
        component={AppLink}
        to={pathFor('home', lng)}
        variant="contained"
        size="large"
        sx={{ mt: 4 }}
      >
        {t('notFound.backHome')}
      </Button>
    </Container>
  );
}
