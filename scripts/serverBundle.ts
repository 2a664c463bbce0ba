import { build } from 'esbuild';

/**
 * The production server as one file that needs only Node: server/index.ts and everything it
 * imports, as an ES module. Some dependencies (the Redis client) are CommonJS and `require`
 * Node's modules, which an ES module has no `require` for: the banner gives it one.
 */
export async function bundleServer(outfile: string): Promise<void> {
  await build({
    entryPoints: ['server/index.ts'],
    absWorkingDir: new URL('..', import.meta.url).pathname,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}
