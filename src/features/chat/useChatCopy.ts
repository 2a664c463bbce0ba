import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { useLocale } from '../../i18n/LocaleContext';
import type { Locale } from '../../i18n/locales';
import { loadNamespaces } from '../../i18n/resources';
import type { PageRoute } from '../../routes';
import type { NextStep } from '../../shared/chat/nextSteps';

/** The chat's copy, and the shell's for the pages' names. */
const namespaces = ['chat', 'common'] as const;

/**
 * The chat's own copy (link names, "opens in a new tab") and the pages' names in a message's
 * language, loaded on demand: a Spanish reply on an English page names its links in Spanish
 * (WCAG 3.1.2). Until that copy has loaded, the page's stands in, and `lang` says which one it is.
 */
export function useChatCopy(messageLang: Locale | undefined) {
  const page = useLocale();
  const wanted = messageLang ?? page;
  const [loaded, setLoaded] = useState(() =>
    namespaces.every((ns) => i18n.hasResourceBundle(wanted, ns)),
  );
  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    loadNamespaces(wanted, namespaces).then(
      () => live && setLoaded(true),
      // Offline or gone: the page's copy, marked with its language, stays.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  const lang = loaded ? wanted : page;
  const { t } = useTranslation('chat', { lng: lang });
  const { t: tCommon } = useTranslation('common', { lng: lang });
  return {
    lang,
    linkName: (step: NextStep) => t(`links.${step}`),
    /** A page's name as the site's menus write it. */
    pageName: (page: PageRoute['id']) => tCommon(`routes.${page}`),
    newTab: t('links.newTab'),
  };
}
