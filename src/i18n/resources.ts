import { i18n } from './i18n';
import type { Locale } from './locales';
import type { Namespace } from './namespaces';

// Each JSON file becomes its own chunk, so a page ships only the copy it shows. Only the served
// languages' files: a build leaves drafts out (scripts/localeModules.ts).
import bundles from 'virtual:locale-modules';

type Bundle = Record<string, unknown>;
let transform = (bundle: Bundle): Bundle => bundle;

/** Rewrites every bundle loaded from now on; the development pseudo-locale uses it. */
export function transformBundles(next: (bundle: Bundle) => Bundle): void {
  transform = next;
}

export async function loadNamespaces(lng: Locale, namespaces: readonly Namespace[]): Promise<void> {
  await Promise.all(
    namespaces.map(async (ns) => {
      if (i18n.hasResourceBundle(lng, ns)) return;
      const load = bundles[`${lng}/${ns}`];
      if (!load) throw new Error(`Missing locale file locales/${lng}/${ns}.json`);
      i18n.addResourceBundle(lng, ns, transform(await load()), true, true);
    }),
  );
}
