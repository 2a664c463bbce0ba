import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Typography } from '@mui/material';
import { Reveal } from '../reveal/Reveal';
import { brandColors, radii } from '../../theme/tokens';
import { Section } from './Section';

export interface IconList {
  /** id of the list's heading; also its test id. */
  id: string;
  eyebrow: string;
  title: string;
  items: readonly string[];
  icon: SvgIconComponent;
  /** Colour of the icon before each item (a palette key or a `brandColors` value). */
  iconColor: string;
  ordered?: boolean;
}

function ListCard({ id, eyebrow, title, items, icon: Icon, iconColor, ordered = false }: IconList) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      data-testid={id}
      sx={{
        height: '100%',
        p: { xs: 3, md: 4 },
        borderRadius: radii.card,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography
        variant="overline"
        component="p"
        sx={{ color: brandColors.amberText, lineHeight: 1.5 }}
      >
        {eyebrow}
      </Typography>
      <Typography id={id} variant="h2" sx={{ color: 'primary.main', fontSize: '1.75rem', mb: 3 }}>
        {title}
      </Typography>
      <Box
        component={ordered ? 'ol' : 'ul'}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {items.map((text) => (
          <Box component="li" key={text} sx={{ display: 'flex', gap: 1.5 }}>
            <Icon aria-hidden="true" sx={{ color: iconColor, mt: 0.25 }} />
            <Typography>{text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Two headed lists side by side on wide screens (stacked on phones), such as what a service
 * includes beside what it does not. `columns` sets their widths from `md` up.
 */
export function ListPairSection({
  id,
  tone,
  columns = 'repeat(2, minmax(0, 1fr))',
  lists,
}: {
  id: string;
  tone?: 'paper' | 'sand';
  columns?: string;
  lists: readonly [IconList, IconList];
}) {
  return (
    <Section id={id} tone={tone}>
      <Reveal
        threshold={0.2}
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: columns } }}
      >
        {lists.map((list) => (
          <ListCard key={list.id} {...list} />
        ))}
      </Reveal>
    </Section>
  );
}
