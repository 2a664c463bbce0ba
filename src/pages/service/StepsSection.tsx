import type { HeadingCopy } from '../../components/sections/headingCopy';
import { Section } from '../../components/sections/Section';
import { StepTimeline, type TimelineStep } from '../../components/sections/StepTimeline';
import { brandColors } from '../../theme/tokens';

/** A service's numbered steps: the shared timeline's text variant on a sand band. */
export function StepsSection({
  heading,
  stepLabel,
  steps,
}: {
  heading: HeadingCopy;
  /** "Step 1": the accessible text of each number. */
  stepLabel: (number: number) => string;
  steps: readonly TimelineStep[];
}) {
  return (
    <Section id="steps" tone="sand" maxWidth="md" heading={heading}>
      <StepTimeline
        steps={steps}
        stepLabel={stepLabel}
        variant="text"
        ringColor={brandColors.sand}
      />
    </Section>
  );
}
