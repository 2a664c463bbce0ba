import { PageIntro } from '../../components/PageIntro';
import { useT } from '../../i18n/useT';
import { NextStepSection } from './NextStepSection';
import { PathsSection } from './PathsSection';

/** /professional: the hub of everything the site offers Latin American professionals. */
export default function ProfessionalPage() {
  const { t } = useT('professional');
  return (
    <>
      <PageIntro title={t('intro.title')} lead={t('intro.lead')} />
      <PathsSection />
      <NextStepSection />
    </>
  );
}
