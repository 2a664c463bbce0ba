import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../../app/routeHandle';
import { PageIntro } from '../../components/PageIntro';
import { useLocale } from '../../i18n/LocaleContext';

/**
 * Stands in for a page whose content is not built yet: its localized title and one-line
 * description. Each page's own issue replaces the route's loader with the real page.
 */
export default function PlaceholderPage() {
  const { routeId } = useRouteHandle();
  const lng = useLocale();
  // Every page namespace has the same `meta` keys (checked in namespaces.ts); one stands for all.
  const { t } = useTranslation(routeId as 'home', { lng });
  return <PageIntro title={t('meta.title')} lead={t('meta.description')} />;
}
