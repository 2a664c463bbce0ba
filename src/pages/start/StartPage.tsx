import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import { Card, CardActionArea, CardContent, Container, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/AppLink';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';

function Choice({
  to,
  icon,
  title,
  text,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        borderRadius: 4,
        '&:hover': { borderColor: 'secondary.main', boxShadow: 4 },
      }}
    >
      <CardActionArea component={AppLink} to={to} sx={{ height: '100%', p: { xs: 2, md: 3 } }}>
        <CardContent>
          {icon}
          <Typography variant="h3" component="h2" sx={{ mt: 2 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The "I am..." chooser: each visitor picks the path that fits them. */
export default function StartPage() {
  const { t } = useT('start');
  const lng = useLocale();
  const iconSx = { fontSize: 48, color: 'secondary.dark' } as const;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 14 } }}>
      <Typography variant="h1" sx={{ textAlign: 'center' }}>
        {t('prompt')}
      </Typography>
      <Typography
        variant="subtitle1"
        component="p"
        color="text.secondary"
        sx={{ textAlign: 'center', mt: 2 }}
      >
        {t('lead')}
      </Typography>
      <Grid container spacing={3} sx={{ mt: 4 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Choice
            to={pathFor('home', lng)}
            icon={<ApartmentRounded sx={iconSx} />}
            title={t('company.title')}
            text={t('company.text')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Choice
            to={pathFor('professional', lng)}
            icon={<WorkOutlineRounded sx={iconSx} />}
            title={t('professional.title')}
            text={t('professional.text')}
          />
        </Grid>
      </Grid>
    </Container>
  );
}
