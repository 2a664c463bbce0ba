import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import { editorHeader, editorRoute, keptEvent } from '../../src/dev/translatorEditor/protocol.ts';
import { localeRegistry, siteDefaultLocale } from '../../src/i18n/locales.ts';
import { servedLocalesDir } from '../devLocalesDir.ts';
import { localeTexts, TextError, type LocaleTexts } from './localeTexts.ts';

/** The module the page's i18next instance hands itself to (src/dev/translatorEditor/attach.ts). */
const attachModule = '/src/dev/translatorEditor/attach.ts';
const pageCode = 'src/dev/translatorEditor';
/** A save carries one text: anything larger is not the editor's. */
const maxBody = 64 * 1024;

/**
 * The packages the editor's page code imports. Vite finds a page's dependencies by crawling
 * from index.html, which never reaches the editor; found only when `?edit` loads it, they would
 * make Vite optimize again and reload the page. Listed up front, they are ready.
 */
function editorPackages(root: string): string[] {
  const dir = join(root, pageCode);
  const sources = readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
  const imports = sources.flatMap((source) =>
    [...source.matchAll(/^import (?!type )[^;]*? from '([^.'][^']*)';/gm)].map((match) => match[1]),
  );
  return [...new Set(imports)].filter((name): name is string => Boolean(name)).sort();
}

/**
 * `npm run dev` only (`apply: 'serve'`; a build never sees this plugin, and no module of the
 * site imports src/dev/): the in-context translator editor. `?edit` on any page marks the
 * texts of the locale files; Alt+click one to edit it (TRANSLATING.md).
 *
 * - The page's i18next instance (src/i18n/i18n.ts) gets a last line that hands it to the
 *   editor's page code, so the editor sees every text from the first render on. That module
 *   does nothing without `?edit`.
 * - `/__translator-editor/…` reads a text with its context and saves one (localeTexts.ts).
 * - A save writes the file once, in place; the page already shows the new text (i18next's
 *   store), so the change the watcher then reports is not sent to the page as a full reload.
 */
export function translatorEditor(): Plugin {
  let i18nModule = '';
  let texts: LocaleTexts | undefined;
  /** What the editor wrote to each file: a change to exactly this is the editor's own. */
  const written = new Map<string, string>();
  return {
    name: 'translator-editor',
    apply: 'serve',
    // Before the other plugins see the editor's own writes as changes to send to the page.
    enforce: 'pre',
    config: (config) => ({
      optimizeDeps: { include: editorPackages(config.root ?? process.cwd()) },
    }),
    configResolved(config) {
      i18nModule = normalizePath(join(config.root, 'src/i18n/i18n.ts'));
      texts = localeTexts({
        dir: servedLocalesDir(config.root, config.command),
        registry: localeRegistry,
        reference: siteDefaultLocale,
      });
    },
    transform(code, id, options) {
      if (options?.ssr || normalizePath(id.split('?')[0] ?? id) !== i18nModule) return null;
      return {
        code: `${code}\nimport { attachTranslatorEditor } from '${attachModule}';\nattachTranslatorEditor(i18n);\n`,
        map: null,
      };
    },
    async hotUpdate({ file, read }) {
      const own = written.get(normalizePath(file));
      if (own === undefined || (await read()) !== own) return;
      // The page knows (and the e2e test waits for this to see that no reload follows).
      if (this.environment.name === 'client')
        this.environment.hot.send({ type: 'custom', event: keptEvent, data: { file } });
      return [];
    },
    configureServer(server) {
      server.middlewares.use(editorRoute, (req, res) => {
        if (!texts) return send(res, 503, { error: 'not ready' });
        void handle(texts, req, res, (path, json) => {
          written.set(normalizePath(path), json);
          writeFileSync(path, json);
          server.config.logger.info(`translator editor: wrote ${path}`, { timestamp: true });
        });
      });
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > maxBody) throw new TextError(413, 'the request is too large');
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new TextError(400, 'the request is not JSON');
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

async function handle(
  texts: LocaleTexts,
  req: IncomingMessage,
  res: ServerResponse,
  write: (path: string, json: string) => void,
): Promise<void> {
  try {
    // A page of another site cannot send this header without the dev server's CORS consent.
    if (req.headers[editorHeader] !== '1')
      throw new TextError(403, `the ${editorHeader} header is missing`);
    const url = new URL(req.url ?? '/', 'http://dev.local');
    const query = (name: string) => url.searchParams.get(name) ?? '';
    if (req.method === 'GET' && url.pathname === '/texts') {
      return send(res, 200, texts.texts(query('lng'), query('ns')));
    }
    if (req.method === 'GET' && url.pathname === '/entry') {
      return send(res, 200, texts.entry({ lng: query('lng'), ns: query('ns'), key: query('key') }));
    }
    if (req.method === 'POST' && url.pathname === '/save') {
      const body = (await readBody(req)) as Record<string, unknown> | null;
      const { lng, ns, key, value } = body ?? {};
      if (!isText(lng) || !isText(ns) || !isText(key) || !isText(value))
        throw new TextError(400, 'lng, ns, key and value are texts');
      const checked = texts.save({ lng, ns, key, value });
      if (checked.write) write(checked.write.path, checked.write.json);
      // A refusal is an answer (the checker's messages), not a failed request.
      return send(res, 200, checked.response);
    }
    throw new TextError(404, 'no such route');
  } catch (error) {
    if (error instanceof TextError) return send(res, error.status, { error: error.message });
    return send(res, 500, { error: (error as Error).message });
  }
}
