import { PageIntro } from '../../components/PageIntro';
import { useT } from '../../i18n/useT';
import { QuestionsSection } from './faqs/QuestionsSection';
import { ActionBand } from './shared/ActionBand';
import { BookCallAction } from '../../features/booking/BookCallButton';
import { PageButton } from './shared/buttons';

/** FAQs: the companies' and the talent's questions, then a call or a message. */
export default function FaqsPage() {
  const { t } = useT('faqs');
  return (
    <>
      <PageIntro title={t('intro.title')} lead={t('intro.lead')} />
      <QuestionsSection />
      <ActionBand id="actions" title={t('actions.title')} text={t('actions.text')}>
        <BookCallAction>{t('actions.scheduleCall')}</BookCallAction>
        <PageButton to="contact" label={t('actions.contact')} />
      </ActionBand>
    </>
  );
}
