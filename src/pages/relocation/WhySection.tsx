import { Box, Typography } from '@mui/material';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { SectionHeading } from '../../components/sections/SectionHeading';
import { useT } from '../../i18n/useT';
import { whyItems } from './content';

export function WhySection() {
  const { t } = useT('relocation');
  return (
    <Section id="why" labelledBy="why-title">
      <SectionHeading
        id="why-title"
        eyebrow={t('why.eyebrow')}
        title={t('why.title')}
        subtitle={t('why.subtitle')}
      />
      <Reveal
        component="ul"
        threshold={0.2}
        stagger={0.12}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' },
        }}
      >
        {whyItems.map(({ id, icon: Icon }) => (
          <RevealItem
            key={id}
            component="li"
            sx={{
              p: 3,
              borderRadius: '24px',
              bgcolor: 'background.paper',
              border: '1px solid',
              borderColor: 'divider',
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                width: 48,
                height: 48,
                borderRadius: '14px',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'secondary.main',
              }}
            >
              <Icon />
            </Box>
            <Typography variant="h3" sx={{ mt: 2, color: 'primary.main', fontSize: '1.15rem' }}>
              {t(`why.items.${id}.title`)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t(`why.items.${id}.text`)}
            </Typography>
          </RevealItem>
        ))}
      </Reveal>
    </Section>
  );
}
