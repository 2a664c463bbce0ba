import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Typography } from '@mui/material';
import { Reveal } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { useT } from '../../i18n/useT';
import { brandColors } from '../../theme/tokens';
import { included, notIncluded } from './content';

function ListCard({
  id,
  eyebrow,
  title,
  items,
  icon: Icon,
  iconColor,
}: {
  id: string;
  eyebrow: string;
  title: string;
  items: string[];
  icon: SvgIconComponent;
  iconColor: string;
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
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
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

/** What's Included beside What's Not Included, so the limits are as visible as the services. */
export function IncludedSection() {
  const { t } = useT('migration');
  return (
    <Section id="included">
      <Reveal
        threshold={0.2}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'stretch',
        }}
      >
        <ListCard
          id="included-title"
          eyebrow={t('included.eyebrow')}
          title={t('included.title')}
          items={included.map((id) => t(`included.items.${id}`))}
          icon={CheckCircleRounded}
          iconColor={brandColors.success}
        />
        <ListCard
          id="not-included-title"
          eyebrow={t('notIncluded.eyebrow')}
          title={t('notIncluded.title')}
          items={notIncluded.map((id) => t(`notIncluded.items.${id}`))}
          icon={RemoveCircleOutlineRounded}
          iconColor={brandColors.coralText}
        />
      </Reveal>
    </Section>
  );
}
