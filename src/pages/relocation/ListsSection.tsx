import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Typography } from '@mui/material';
import { Reveal } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';
import { benefits, outcomes } from './content';

function ListCard({
  id,
  eyebrow,
  title,
  items,
  icon: Icon,
  ordered = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  items: string[];
  icon: SvgIconComponent;
  ordered?: boolean;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      data-testid={id}
      sx={{
        height: '100%',
        p: { xs: 3, md: 4 },
        borderRadius: '24px',
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
            <Icon aria-hidden="true" sx={{ color: 'secondary.dark', mt: 0.25 }} />
            <Typography>{text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The benefits of the advisory beside the five outcomes a visitor leaves with. */
export function ListsSection() {
  const { t } = useT('relocation');
  return (
    <Section id="benefits" tone="sand">
      <Reveal
        threshold={0.2}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        }}
      >
        <ListCard
          id="benefits-title"
          eyebrow={t('benefits.eyebrow')}
          title={t('benefits.title')}
          items={benefits.map((id) => t(`benefits.items.${id}`))}
          icon={CheckCircleRounded}
        />
        <ListCard
          id="outcomes-title"
          eyebrow={t('outcomes.eyebrow')}
          title={t('outcomes.title')}
          items={outcomes.map((id) => t(`outcomes.items.${id}`))}
          icon={EmojiEventsRounded}
          ordered
        />
      </Reveal>
    </Section>
  );
}
