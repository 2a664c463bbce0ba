/** `npm run build`'s last step: compiles the production server to dist/node/server.js. */
import { resolve } from 'node:path';
import { bundleServer } from './serverBundle';

await bundleServer(resolve('dist/node/server.js'));
