import type { i18n as I18n, PostProcessorModule } from 'i18next';
import { TextIndex } from './textIndex';

const processorName = 'translatorEditor';

interface Resolved {
  usedLng?: string;
  usedNS?: string;
  exactUsedKey?: string;
  res?: unknown;
}

/**
 * `npm run dev` hands the page's i18next instance here (scripts/translatorEditor/plugin.ts);
 * with `?edit` in the address the editor starts, without it nothing changes.
 *
 * Which key a text on the page came from is learnt from i18next itself: a post-processor, the
 * documented hook that sees every translation after interpolation, with
 * `postProcessPassResolved` passing it the namespace and exact key (plural form included)
 * that i18next resolved. It records key ↔ rendered text and returns the text unchanged.
 * Invisible markers in the text (Tolgee's way) would be more direct, but they would also
 * travel into attributes, the document title, URLs built from texts, string comparisons and
 * lengths, and line breaking; a record changes nothing on the page. The editor then finds a
 * text's key by the text itself (domTexts.ts).
 */
export function attachTranslatorEditor(i18n: I18n): void {
  if (typeof window === 'undefined') return;
  if (!new URLSearchParams(window.location.search).has('edit')) return;
  const index = new TextIndex();
  const recorder: PostProcessorModule = {
    type: 'postProcessor',
    name: processorName,
    process(value, _key, options) {
      const resolved = (options as { i18nResolved?: Resolved }).i18nResolved;
      const { usedLng, usedNS, exactUsedKey, res } = resolved ?? {};
      // A text of the files (not a default value for a missing key), rendered as a string.
      if (typeof value === 'string' && typeof res === 'string' && usedLng && usedNS && exactUsedKey)
        index.record({ lng: usedLng, ns: usedNS, key: exactUsedKey }, value);
      return value;
    },
  };
  i18n.use(recorder);
  const { postProcess } = i18n.options;
  const before = typeof postProcess === 'string' ? [postProcess] : postProcess || [];
  i18n.options.postProcess = [...before, processorName];
  i18n.options.postProcessPassResolved = true;
  // A saved text goes into i18next's store (addResource): components re-render on it.
  i18n.options.react = { ...i18n.options.react, bindI18nStore: 'added' };
  void import('./mountEditor').then(({ mountEditor }) => mountEditor(i18n, index));
}
