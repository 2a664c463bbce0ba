/** SVG to PNG with resvg's WebAssembly build: one initialisation per process. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

export type Rasterize = (svg: string, width: number) => Uint8Array;

export async function loadRasterizer(): Promise<Rasterize> {
  const wasm = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  await initWasm(readFile(wasm));
  return (svg, width) =>
    new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}
