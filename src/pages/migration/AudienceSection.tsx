import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Typography } from '@mui/material';
import { ItemGrid } from '../../components/sections/ItemGrid';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { audience } from './content';
import { radii } from '../../theme/tokens';

export function AudienceSection() {
  const { t } = useT('migration');
  return (
    <Section id="audience" tone="sand" heading={headingCopy(t, 'audience')}>
      <ItemGrid
        items={audience}
        columns={2}
        wideFrom="md"
        stagger={0.1}
        sx={{ mx: 'auto', maxWidth: 880, gap: 2 }}
        itemSx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          p: 2.5,
          borderRadius: radii.art,
          bgcolor: 'background.paper',
        }}
      >
        {(id) => (
          <>
            <CheckCircleRounded aria-hidden="true" sx={{ color: 'secondary.dark', mt: 0.25 }} />
            <Typography>{t(`audience.items.${id}`)}</Typography>
          </>
        )}
      </ItemGrid>
    </Section>
  );
}
