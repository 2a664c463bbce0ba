import { Container, Typography } from '@mui/material';
import { PageIntro } from '../../components/PageIntro';
import { useT } from '../../i18n/useT';

export default function DataUsagePage() {
  const { t } = useT('dataUsage');
  return (
    <>
      <PageIntro title={t('meta.title')} />
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography variant="subtitle1" component="p">
          {t('body')}
        </Typography>
      </Container>
    </>
  );
}
