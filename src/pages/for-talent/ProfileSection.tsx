import { Link, Typography } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import { ExternalButton } from '../../components/ExternalButton';
import { Reveal } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { SectionHeading } from '../../components/sections/SectionHeading';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';

/** The talent profile form is external: the button opens it in a new tab. */
export function ProfileSection() {
  const { t } = useT('forTalent');
  const lng = useLocale();
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
        <ExternalButton
          href={site.forms.talentProfile}
          hint={t('profile.opensInNewTab')}
          data-testid="talent-profile"
        >
          {t('profile.button')}
        </ExternalButton>
        <Typography sx={{ mt: 4 }}>
          <Link
            component={AppLink}
            to={pathFor('germanyCheck', lng)}
            sx={{ fontWeight: 700, color: 'secondary.main' }}
            data-testid="profile-check"
          >
            {t('profile.checkLink')}
          </Link>
        </Typography>
      </Reveal>
    </Section>
  );
}
