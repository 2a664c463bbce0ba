import { PageIntro } from '../../components/PageIntro';
import { useT } from '../../i18n/useT';
import { QuestionsSection } from './faqs/QuestionsSection';
import { ActionBand } from './shared/ActionBand';
import { BookButton, PageButton } from './shared/buttons';

/** FAQs: the companies' and the talent's questions, then a call or a message. */
export default function FaqsPage() {
  const { t } = useT('faqs');
  return (
    <>
      <PageIntro title={t('intro.title')} lead={t('intro.lead')} />
      <QuestionsSection />
      <ActionBand id="actions" title={t('actions.title')} text={t('actions.text')}>
        <BookButton label={t('actions.scheduleCall')} />
        <PageButton to="contact" label={t('actions.contact')} />
      </ActionBand>
    </>
  );
}
