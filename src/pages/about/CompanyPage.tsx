import { PageIntro } from '../../components/PageIntro';
import { useT } from '../../i18n/useT';
import { ManifestoSection } from './company/ManifestoSection';
import { PurposeSection } from './company/PurposeSection';
import { ActionBand } from './shared/ActionBand';
import { PageButton } from './shared/buttons';

/** Our Story: mission, vision, the manifesto, and the way on to Why Choose Us. */
export default function CompanyPage() {
  const { t } = useT('company');
  return (
    <>
      <PageIntro title={t('intro.title')} lead={t('intro.lead')} />
      <PurposeSection />
      <ManifestoSection />
      <ActionBand id="next" title={t('next.title')} text={t('next.text')}>
        <PageButton to="whyUs" label={t('next.button')} variant="contained" />
      </ActionBand>
    </>
  );
}
