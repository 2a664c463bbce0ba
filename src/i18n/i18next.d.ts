import type { Resources } from './namespaces';

// Types i18next's `t` with the English copy, so a missing key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
