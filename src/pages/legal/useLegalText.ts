import type { PageNamespace } from '../../i18n/namespaces';
import { useT } from '../../i18n/useT';

/**
 * Reads a legal document's copy by a key built from its content module. The keys are checked
 * against the locale files by a unit test rather than by the compiler, because they are
 * assembled from section and block ids.
 */
export function useLegalText(ns: PageNamespace) {
  const { t } = useT(ns);
  const translate = t as unknown as (key: string, values: Record<string, string>) => string;
  return (key: string, values: Record<string, string> = {}): string => translate(key, values);
}
