import { Box, Paper, Typography } from '@mui/material';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { SectionHeading } from '../../components/sections/SectionHeading';
import { useT } from '../../i18n/useT';
import { facts, paragraphs } from './content';
import { IconBadge } from '../../components/sections/IconBadge';

export function WhatItIsSection() {
  const { t } = useT('staffAugmentation');
  return (
    <Section id="what-it-is" labelledBy="what-it-is-title">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <SectionHeading
            id="what-it-is-title"
            align="left"
            eyebrow={t('whatItIs.eyebrow')}
            title={t('whatItIs.title')}
          />
          {paragraphs.map((id) => (
            <Typography
              key={id}
              sx={{
                mt: 2,
                fontSize: '1.05rem',
                ...(id === 'focus' && { fontWeight: 700, color: 'primary.main' }),
              }}
            >
              {t(`whatItIs.paragraphs.${id}`)}
            </Typography>
          ))}
        </Box>
        <Reveal
          component="ul"
          stagger={0.15}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
        >
          {facts.map(({ id, icon: Icon }) => (
            <RevealItem key={id} component="li">
              <Paper
                variant="compact"
                sx={{
                  p: 3,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2.5,
                }}
              >
                <IconBadge tone="navy" size={52} sx={{ flexShrink: 0 }}>
                  <Icon />
                </IconBadge>
                <Box>
                  <Typography
                    component="span"
                    sx={{
                      display: 'block',
                      fontSize: '1.6rem',
                      fontWeight: 800,
                      color: 'primary.main',
                    }}
                  >
                    {t(`whatItIs.facts.${id}.value`)}
                  </Typography>{' '}
                  <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
                    {t(`whatItIs.facts.${id}.label`)}
                  </Typography>
                </Box>
              </Paper>
            </RevealItem>
          ))}
        </Reveal>
      </Box>
    </Section>
  );
}
