/**
 * Writes the server's headers for static hosts, after the prerender (the CSP hashes the inline
 * scripts of the built pages): `dist/client/_headers` (Netlify, Cloudflare Pages) and
 * `dist/nginx.conf` for this build's configuration. With `--docs-example` (`npm run
 * docs:nginx`) it writes only `docs/nginx.conf`, the same block for the default configuration:
 * on request, so a build never changes a tracked file.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readSiteConfig } from '../src/config/siteConfig';
import { inlineScriptHashes } from '../server/cspHashes';
import { securityHeaderList, securityHeaderOptions } from '../server/securityHeaders';
import { headersFile, nginxConf } from '../server/staticHostHeaders';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const root = process.cwd();
  const clientDir = join(root, 'dist/client');
  const htmlFiles = (await readdir(clientDir, { recursive: true })).filter((file) =>
    file.endsWith('.html'),
  );
  const hashes = inlineScriptHashes(
    await Promise.all(htmlFiles.map((file) => readFile(join(clientDir, file), 'utf8'))),
  );
  if (process.argv.includes('--docs-example')) {
    const example = await securityHeaderList(securityHeaderOptions(readSiteConfig({}), hashes));
    await writeFile(join(root, 'docs/nginx.conf'), nginxConf(example));
    console.log(
      `Wrote docs/nginx.conf from the last build (${hashes.length} inline script hashes).`,
    );
    return;
  }
  const headers = await securityHeaderList(
    securityHeaderOptions(readSiteConfig(process.env), hashes),
  );
  await writeFile(join(clientDir, '_headers'), headersFile(headers));
  await writeFile(join(root, 'dist/nginx.conf'), nginxConf(headers));
  console.log(
    `Wrote dist/client/_headers and dist/nginx.conf (${hashes.length} inline script hashes).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
