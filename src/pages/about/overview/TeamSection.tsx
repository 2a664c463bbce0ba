import { Box, Paper, Typography } from '@mui/material';
import { Img } from '../../../components/Img';
import { ItemGrid } from '../../../components/sections/ItemGrid';
import { Section } from '../../../components/sections/Section';
import { headingCopy } from '../../../components/sections/headingCopy';
import { site } from '../../../config/site';
import { standInSettings } from '../../../config/siteConfig';
import { useT } from '../../../i18n/useT';
import { team } from './content';

export function TeamSection() {
  const { t } = useT('about');
  const standIns = standInSettings(site);
  const hasSamples = team.some((member) => standIns.includes(member.nameVariable));
  return (
    <Section id="team" tone="sand" maxWidth="md" heading={headingCopy(t, 'team')}>
      <ItemGrid items={team} columns={2} stagger={0.15}>
        {({ id, avatar }) => (
          <Paper
            variant="feature"
            data-testid={`team-${id}`}
            sx={{
              height: '100%',
              p: 4,
              textAlign: 'center',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 1,
            }}
          >
            <Img
              src={avatar.src}
              width={avatar.width}
              height={avatar.height}
              alt={t('team.avatarAlt')}
              loading="lazy"
              decoding="async"
              sx={{ width: 120, height: 120, borderRadius: '50%', mb: 1.5 }}
            />
            <Typography variant="h3" sx={{ color: 'primary.main', fontSize: '1.3rem' }}>
              {t(`team.members.${id}.role`)}
            </Typography>
            <Typography color="text.secondary">{site.team[id]}</Typography>
          </Paper>
        )}
      </ItemGrid>
      {hasSamples && (
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary" data-testid="team-sample-note">
            {t('team.sampleNote')}
          </Typography>
        </Box>
      )}
    </Section>
  );
}
