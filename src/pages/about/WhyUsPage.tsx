import { PageIntro } from '../../components/PageIntro';
import { useT } from '../../i18n/useT';
import { ActionBand } from './shared/ActionBand';
import { BookCallAction } from '../../features/booking/BookCallButton';
import { PageButton } from './shared/buttons';
import { DifferentiatorsSection } from './why-us/DifferentiatorsSection';

/** Why Choose Us: six differentiators, then a call or a message. */
export default function WhyUsPage() {
  const { t } = useT('whyUs');
  return (
    <>
      <PageIntro title={t('intro.title')} lead={t('intro.lead')} />
      <DifferentiatorsSection />
      <ActionBand id="actions" title={t('actions.title')} text={t('actions.text')}>
        <BookCallAction>{t('actions.bookCall')}</BookCallAction>
        <PageButton to="contact" label={t('actions.contact')} />
      </ActionBand>
    </>
  );
}
