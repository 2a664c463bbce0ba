import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { imagesDir } from '../paths';
import type { Svg } from './document';

/** Write an image under `public/images/` and log its size, so a change that bloats it shows. */
export function writeSvg(doc: Svg, relPath: string) {
  const file = join(imagesDir, relPath);
  mkdirSync(dirname(file), { recursive: true });
  const text = doc.toString();
  writeFileSync(file, text);
  console.log(`${(text.length / 1024).toFixed(1).padStart(6)} KB  public/images/${relPath}`);
}
