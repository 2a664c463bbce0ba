import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, so the script works from any current directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the site serves the generated art from. */
export const imagesDir = join(repoRoot, 'public', 'images');
