import { locales, siteDefaultLocale } from '../src/i18n/locales';
import { notFoundFileFor } from '../src/i18n/urls';
import { cachePolicy } from './staticFiles';

type HeaderList = readonly (readonly [string, string])[];

/**
 * The server's headers for hosts that serve the static build themselves: a `_headers` file
 * (Netlify, Cloudflare Pages) and an nginx server block. Both come from the server's own list,
 * so every deployment sends the same security headers and cache rules.
 */
export function headersFile(security: HeaderList): string {
  const block = (pattern: string, headers: HeaderList) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    "# Written by npm run build from the server's header list (server/securityHeaders.ts).",
    block('/*', security),
    block(`${cachePolicy.hashedAssets.prefix}*`, [
      ['Cache-Control', cachePolicy.hashedAssets.value],
    ]),
    '',
  ].join('\n\n');
}

export function nginxConf(security: HeaderList): string {
  const quote = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;
  // nginx drops the inherited add_header lines in a block that adds its own, so every location
  // repeats the whole list.
  const add = (cacheControl: string) =>
    [...security, ['Cache-Control', cacheControl] as const]
      .map(([name, value]) => `        add_header ${name} ${quote(value)} always;`)
      .join('\n');
  const page = (path: string, notFound: string) => `    location ${path} {
        error_page 404 /${notFound};
        try_files $uri $uri/index.html =404;
${add(cachePolicy.pages)}
    }`;
  const languages = locales
    .map((lng) => notFoundFileFor(lng))
    .filter((file) => file.includes('/'))
    .map((file) => page(`/${file.slice(0, file.lastIndexOf('/'))}/`, file));
  return `# Example nginx server block for the static build (dist/client), written by npm run build
# from the server's header list (server/securityHeaders.ts). /api/chat goes to the Node server.
# The Node server also redirects /page/ to /page; here both serve the page, whose canonical
# link names its one address.
server {
    listen 443 ssl;
    http2 on;
    server_name www.example.com;
    # ssl_certificate and ssl_certificate_key go here.

    root /srv/site/dist/client;
    # The precompressed copies the build writes (brotli_static needs the ngx_brotli module).
    gzip_static on;
    # brotli_static on;
    server_tokens off;

    location ${cachePolicy.hashedAssets.prefix} {
        try_files $uri =404;
${add(cachePolicy.hashedAssets.value)}
    }

    location /api/ {
        proxy_pass http://127.0.0.1:4173;
        proxy_set_header Host $host;
        # nginx appends the visitor's address: start the server with CHAT_TRUSTED_PROXIES=127.0.0.1.
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }

${[...languages, page('/', notFoundFileFor(siteDefaultLocale))].join('\n\n')}
}
`;
}
