/**
 * `npm run i18n:status [-- --keys]`: per language and namespace, the number of keys, the keys
 * missing compared with English and the values still identical to English (see
 * mayStayIdentical for what may stay). `--keys` lists them. Information, not a test gate:
 * `npm run check:locales` is the gate.
 */
import { siteDefaultLocale } from '../src/i18n/locales';
import { readLocaleBundles } from './localeFiles';
import { formatTable, localeStatus } from './localeStatus';

const listKeys = process.argv.includes('--keys');
const { bundles } = readLocaleBundles();
const rows = localeStatus(bundles, siteDefaultLocale);
const totals = Object.keys(bundles).map((lng) => {
  const mine = rows.filter((row) => row.lng === lng);
  return [
    lng,
    'all',
    String(mine.reduce((sum, row) => sum + row.keys, 0)),
    String(mine.reduce((sum, row) => sum + row.missing.length, 0)),
    String(mine.reduce((sum, row) => sum + row.identical.length, 0)),
  ];
});
console.log(
  formatTable(
    ['locale', 'namespace', 'keys', 'missing', 'identical to en'],
    [
      ...rows.map((row) => [
        row.lng,
        row.namespace,
        String(row.keys),
        String(row.missing.length),
        String(row.identical.length),
      ]),
      ...totals,
    ],
  ),
);
if (listKeys) {
  for (const row of rows) {
    for (const key of row.missing) console.log(`${row.lng}/${row.namespace}.json missing: ${key}`);
    for (const key of row.identical)
      console.log(`${row.lng}/${row.namespace}.json identical to en: ${key}`);
  }
}
