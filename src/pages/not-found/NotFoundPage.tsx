import { Button, Container, Typography } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';

export default function NotFoundPage() {
  const { t } = useT('common');
  const lng = useLocale();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography variant="overline" component="p" color="secondary.dark" sx={{ fontSize: '1rem' }}>
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
