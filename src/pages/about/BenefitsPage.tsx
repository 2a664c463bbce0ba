import { PageIntro } from '../../components/PageIntro';
import { useT } from '../../i18n/useT';
import { AudiencesSection } from './benefits/AudiencesSection';
import { StatsSection } from './benefits/StatsSection';
import { ActionBand } from './shared/ActionBand';
import { BookCallAction } from '../../features/booking/BookCallButton';
import { PageButton } from './shared/buttons';

/** Benefits for companies and for talent, the figures behind them, then a call or a message. */
export default function BenefitsPage() {
  const { t } = useT('benefits');
  return (
    <>
      <PageIntro title={t('intro.title')} lead={t('intro.lead')} />
      <AudiencesSection />
      <StatsSection />
      <ActionBand id="actions" title={t('actions.title')} text={t('actions.text')}>
        <BookCallAction>{t('actions.bookCall')}</BookCallAction>
        <PageButton to="contact" label={t('actions.contact')} />
      </ActionBand>
    </>
  );
}
