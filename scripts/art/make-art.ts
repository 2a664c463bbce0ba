/**
 * Generates the site's illustrations (home and service pages) as hand-written SVG:
 *
 *   npx tsx scripts/art/make-art.ts
 *
 * All art is original and derived from code: maps come from the public-domain Natural Earth
 * data shipped in `world-atlas`, projected with d3-geo; colours come from the brand palette.
 * Output is deterministic (each image seeds its own pseudo-random numbers with its name), so
 * re-running the script only changes files when the code changes. Images contain no text:
 * headlines are overlaid by the page so they stay translatable.
 *
 * `scenes/` holds one file per image, `motifs/` the pieces several images share, `geo/` the
 * map data and projection, `svg/` the document model and file output.
 */
import { scenes } from './scenes';
import { writeSvg } from './svg/write';

for (const scene of scenes) writeSvg(scene.draw(), scene.file);
