import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The dev server of the development-only tests: `DEV_E2E_PORT`, 4198 unless set. */
export const devPort = Number(process.env.DEV_E2E_PORT ?? 4198);

/**
 * The copy of locales/ that dev server serves and the tests edit (scripts/dev-e2e-server.ts
 * makes it fresh at each start), so no test changes the project's files.
 */
export const devLocalesCopy = join(tmpdir(), `soultech-dev-e2e-${devPort}`, 'locales');
