import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Box, Button } from '@mui/material';
import { Reveal } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { SectionHeading } from '../../components/sections/SectionHeading';
import { newTab } from '../../components/newTab';
import { visuallyHidden } from '../../components/visuallyHidden';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';

/** The talent profile form is external: the button opens it in a new tab. */
export function ProfileSection() {
  const { t } = useT('forTalent');
  return (
    <Section id="profile" labelledBy="profile-title" tone="navy">
      <Reveal threshold={0.2} sx={{ textAlign: 'center' }}>
        <SectionHeading
          id="profile-title"
          inverted
          eyebrow={t('profile.eyebrow')}
          title={t('profile.title')}
          subtitle={t('profile.text')}
        />
        <Button
          href={site.forms.talentProfile}
          {...newTab}
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<OpenInNewRounded />}
          data-testid="talent-profile"
        >
          {t('profile.button')}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {t('profile.opensInNewTab')}
          </Box>
        </Button>
      </Reveal>
    </Section>
  );
}
