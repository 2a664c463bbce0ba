/** Every locale key use of the site: found in `src/` (tests aside) and declared. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { declaredKeyUses } from './declaredKeyUses';
import { extractKeyUses, folderNamespaces, type KeyUse } from './keyUsage';

const isCode = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file);
const isContentModule = (file: string) => /[cC]ontent\.ts$/.test(file);

export function codeKeyUses(root = 'src'): KeyUse[] {
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => isCode(file) && !file.startsWith(`test/`))
    .map((file) => join(root, file));
  const namespacesByFolder = new Map<string, string[]>();
  const folderOf = (file: string) => {
    const folder = dirname(file);
    if (!namespacesByFolder.has(folder)) {
      const modules = readdirSync(folder).filter(isContentModule);
      namespacesByFolder.set(
        folder,
        folderNamespaces(modules.map((name) => readFileSync(join(folder, name), 'utf8'))),
      );
    }
    return namespacesByFolder.get(folder) ?? [];
  };
  return [
    ...files.flatMap((file) => extractKeyUses(readFileSync(file, 'utf8'), file, folderOf(file))),
    ...declaredKeyUses,
  ];
}
