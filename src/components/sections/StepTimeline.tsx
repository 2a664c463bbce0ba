import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Reveal, RevealItem } from '../reveal/Reveal';
import { Art } from '../Art';
import { brandColors, radii } from '../../theme/tokens';
import { elevations } from '../../theme/surfaces';

export interface TimelineStep {
  id: string;
  title: string;
  text: string;
  /** Required by the `pictures` variant; the `text` variant shows none. */
  image?: { src: string; alt: string; width: number; height: number };
}

/** What both variants' step lists take. */
interface StepsProps {
  steps: readonly TimelineStep[];
  stepLabel: (number: number) => string;
  ringColor: string;
}

const line = `linear-gradient(180deg, ${brandColors.amber}, ${brandColors.steel})`;

const badgeSx = {
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
} as const;

/** The words of a step: its "Step n" label, title and text. */
function StepText({ label, step }: { label: string; step: TimelineStep }) {
  return (
    <>
      <Typography
        variant="overline"
        component="p"
        sx={{ color: brandColors.amberText, lineHeight: 1.6 }}
      >
        {label}
      </Typography>
      <Typography variant="h3" sx={{ color: 'primary.main', mt: 0.5 }}>
        {step.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {step.text}
      </Typography>
    </>
  );
}

/** Text-only steps: numbered cards in one column, a line from each number to the next. */
function TextSteps({ steps, stepLabel, ringColor }: StepsProps) {
  return steps.map((step, i) => (
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
          background: line,
          opacity: 0.5,
        },
      }}
    >
      <Box sx={{ ...badgeSx, boxShadow: `0 0 0 6px ${ringColor}` }}>
        <span aria-hidden="true">{i + 1}</span>
      </Box>
      <RevealItem
        sx={{
          bgcolor: brandColors.white,
          borderRadius: radii.cardCompact,
          border: '1px solid',
          borderColor: 'divider',
          boxShadow: `0 12px 30px ${alpha(brandColors.navy, 0.07)}`,
          p: { xs: 2.5, md: 3.5 },
        }}
      >
        <StepText label={stepLabel(i + 1)} step={step} />
      </RevealItem>
    </Box>
  ));
}

/** Picture steps: one column on phones, alternating left and right of the line on wide screens. */
function PictureSteps({ steps, stepLabel, ringColor }: StepsProps) {
  return steps.map((step, i) => {
    const right = i % 2 === 1;
    return (
      <Box
        component="li"
        key={step.id}
        sx={{
          position: 'relative',
          display: 'grid',
          gridTemplateColumns: { xs: '48px 1fr', md: '1fr 96px 1fr' },
          alignItems: 'center',
          columnGap: { xs: 2, md: 0 },
          // On wide screens the alternating cards overlap vertically into a zigzag.
          mt: { md: i === 0 ? 0 : -14 },
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            ...badgeSx,
            gridColumn: { xs: 1, md: 2 },
            gridRow: 1,
            alignSelf: { xs: 'start', md: 'center' },
            justifySelf: 'center',
            boxShadow: `0 0 0 6px ${ringColor}`,
          }}
        >
          {i + 1}
        </Box>
        <RevealItem
          from={right ? 'right' : 'left'}
          sx={{ gridColumn: { xs: 2, md: right ? 3 : 1 }, gridRow: 1 }}
        >
          <Box
            component="article"
            sx={{
              bgcolor: brandColors.white,
              borderRadius: radii.card,
              overflow: 'hidden',
              border: '1px solid',
              borderColor: 'divider',
              boxShadow: elevations.raised,
            }}
          >
            {step.image && <Art image={step.image} sx={{ borderRadius: 0, objectFit: 'cover' }} />}
            <Box sx={{ p: { xs: 2.5, md: 3.5 } }}>
              <StepText label={stepLabel(i + 1)} step={step} />
            </Box>
          </Box>
        </RevealItem>
      </Box>
    );
  });
}

/**
 * A vertical timeline of numbered steps, revealed once (0.8 s, 0.3 s stagger) at 20 %
 * visibility. `pictures` (default): picture cards in one column on phones, alternating left
 * and right of a centre line on wide screens. `text`: text cards in one column at every width,
 * for steps without pictures; `ringColor` is the band's background, around each number.
 */
export function StepTimeline({
  steps,
  stepLabel,
  variant = 'pictures',
  ringColor = brandColors.paper,
}: {
  steps: readonly TimelineStep[];
  /** "Step 1": the number badge's accessible text. */
  stepLabel: (number: number) => string;
  variant?: 'pictures' | 'text';
  ringColor?: string;
}) {
  const text = variant === 'text';
  return (
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
        gap: text ? 3 : { xs: 4, md: 2 },
        // The pictures variant's line runs behind all numbers; the text variant draws its own.
        '&::before': text
          ? undefined
          : {
              content: '""',
              position: 'absolute',
              top: 8,
              bottom: 8,
              left: { xs: 23, md: '50%' },
              width: 2,
              transform: { md: 'translateX(-1px)' },
              background: line,
              opacity: 0.5,
            },
      }}
    >
      {text ? (
        <TextSteps steps={steps} stepLabel={stepLabel} ringColor={ringColor} />
      ) : (
        <PictureSteps steps={steps} stepLabel={stepLabel} ringColor={ringColor} />
      )}
    </Reveal>
  );
}
