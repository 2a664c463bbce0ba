import { Box, Typography } from '@mui/material';
import { Art } from '../../components/Art';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { CheckList } from '../../components/sections/CheckList';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { radii } from '../../theme/tokens';
import { programs } from './content';

export function ProgramsSection() {
  const { t } = useT('migration');
  return (
    <Section id="programs" tone="sand" heading={headingCopy(t, 'programs')}>
      <Reveal
        threshold={0.2}
        stagger={0.12}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: '1fr',
            md: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(6, minmax(0, 1fr))',
          },
          // Three cards over two on wide screens, the second row centred.
          '& > *': { gridColumn: { lg: 'span 2' } },
          '& > :nth-of-type(4)': { gridColumn: { lg: '2 / span 2' } },
        }}
      >
        {programs.map(({ id, image, features }) => {
          const title = t(`programs.items.${id}.title`);
          return (
            <RevealItem key={id} sx={{ height: '100%' }}>
              <Box
                component="article"
                aria-labelledby={`program-${id}`}
                data-testid="program-card"
                sx={{
                  height: '100%',
                  p: { xs: 3, md: 3.5 },
                  borderRadius: radii.card,
                  bgcolor: 'background.paper',
                  border: '1px solid',
                  borderColor: 'divider',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1.5,
                }}
              >
                <Art image={{ ...image, alt: t(`programs.items.${id}.alt`) }} />
                <Typography id={`program-${id}`} variant="h3" sx={{ color: 'primary.main' }}>
                  {title}
                </Typography>
                <Typography color="text.secondary">{t(`programs.items.${id}.text`)}</Typography>
                <CheckList
                  items={features.map((key) => ({ id: key, text: t(key) }))}
                  label={t('programs.featuresLabel', { program: title })}
                  gap={1}
                  sx={{ mt: 1 }}
                />
              </Box>
            </RevealItem>
          );
        })}
      </Reveal>
    </Section>
  );
}
