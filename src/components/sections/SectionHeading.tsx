import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { brandColors } from '../../theme/tokens';

export interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: 'center' | 'left';
  inverted?: boolean;
  /** id of the h2, for aria-labelledby on the section. */
  id?: string;
}

/** Eyebrow, h2 and lead of a section, centred or left-aligned, on light or dark ground. */
export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  align = 'center',
  inverted = false,
  id,
}: SectionHeadingProps) {
  return (
    <Box
      sx={{
        textAlign: align,
        maxWidth: align === 'center' ? 760 : 620,
        mx: align === 'center' ? 'auto' : 0,
        mb: { xs: 5, md: 7 },
      }}
    >
      {eyebrow && (
        <Typography
          variant="overline"
          component="p"
          sx={{ color: inverted ? 'secondary.main' : 'secondary.dark', mb: 1.5, lineHeight: 1.5 }}
        >
          <Box component="span" sx={inverted ? undefined : { color: brandColors.amberText }}>
            {eyebrow}
          </Box>
        </Typography>
      )}
      <Typography
        variant="h2"
        id={id}
        sx={{ color: inverted ? brandColors.white : 'primary.main', textWrap: 'balance' }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ mt: 2, color: inverted ? alpha(brandColors.white, 0.82) : 'text.secondary' }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
