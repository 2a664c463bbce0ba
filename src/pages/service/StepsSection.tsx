import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { SectionHeading } from '../../components/sections/SectionHeading';
import { brandColors } from '../../theme/tokens';

export interface Step {
  id: string;
  title: string;
  text: string;
}

/**
 * A service's numbered steps: a vertical line of numbered text cards, revealed one after another.
 * (The shared StepTimeline needs a picture per step; these steps are text only.)
 */
export function StepsSection({
  eyebrow,
  title,
  subtitle,
  stepLabel,
  steps,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** "Step 1": the accessible text of each number. */
  stepLabel: (number: number) => string;
  steps: readonly Step[];
}) {
  return (
    <Section id="steps" labelledBy="steps-title" tone="sand" maxWidth="md">
      <SectionHeading id="steps-title" eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <Reveal
        component="ol"
        threshold={0.2}
        duration={0.8}
        stagger={0.3}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          gap: 3,
        }}
      >
        {steps.map((step, i) => (
          <Box
            component="li"
            key={step.id}
            sx={{
              position: 'relative',
              display: 'grid',
              gridTemplateColumns: '48px 1fr',
              columnGap: { xs: 2, md: 3 },
              // The line from each number down to the next one; the last step ends the line.
              '&:not(:last-of-type)::before': {
                content: '""',
                position: 'absolute',
                top: 48,
                bottom: -24,
                left: 23,
                width: 2,
                background: `linear-gradient(180deg, ${brandColors.amber}, ${brandColors.steel})`,
                opacity: 0.5,
              },
            }}
          >
            <Box
              sx={{
                zIndex: 1,
                width: 48,
                height: 48,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'secondary.main',
                color: 'primary.main',
                fontWeight: 800,
                fontSize: '1.15rem',
                boxShadow: `0 0 0 6px ${brandColors.sand}`,
              }}
            >
              <span aria-hidden="true">{i + 1}</span>
            </Box>
            <RevealItem
              sx={{
                bgcolor: brandColors.white,
                borderRadius: '20px',
                border: '1px solid',
                borderColor: 'divider',
                boxShadow: `0 12px 30px ${alpha(brandColors.navy, 0.07)}`,
                p: { xs: 2.5, md: 3.5 },
              }}
            >
              <Typography
                variant="overline"
                component="p"
                sx={{ color: brandColors.amberText, lineHeight: 1.6 }}
              >
                {stepLabel(i + 1)}
              </Typography>
              <Typography variant="h3" sx={{ color: 'primary.main', mt: 0.5 }}>
                {step.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1.5 }}>
                {step.text}
              </Typography>
            </RevealItem>
          </Box>
        ))}
      </Reveal>
    </Section>
  );
}
