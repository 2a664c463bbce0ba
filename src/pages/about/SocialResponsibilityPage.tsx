import { PageIntro } from '../../components/PageIntro';
import { useT } from '../../i18n/useT';
import { ActionBand } from './shared/ActionBand';
import { PageButton } from './shared/buttons';
import { ImpactSection } from './social/ImpactSection';
import { InitiativesSection } from './social/InitiativesSection';

/** Social Responsibility: what we support, the impact so far, and how to take part. */
export default function SocialResponsibilityPage() {
  const { t } = useT('socialResponsibility');
  return (
    <>
      <PageIntro title={t('intro.title')} lead={t('intro.lead')} />
      <InitiativesSection />
      <ImpactSection />
      <ActionBand id="get-involved" title={t('involved.title')} text={t('involved.text')}>
        <PageButton to="contact" label={t('involved.button')} variant="contained" />
      </ActionBand>
    </>
  );
}
