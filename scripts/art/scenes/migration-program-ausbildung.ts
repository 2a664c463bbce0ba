import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { paperCard } from '../motifs/paperCard';
import { personNode } from '../motifs/people';
import { accents } from '../motifs/spotKit';
import { el } from '../svg/markup';
import type { Scene } from './scene';

/** A cog wheel: teeth round a disc, a hole in the middle. */
function cog(cx: number, cy: number, r: number, fill: string) {
  const teeth = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI / 4) * i;
    return el('circle', { cx: cx + r * Math.cos(a), cy: cy + r * Math.sin(a), r: r * 0.26, fill });
  });
  return (
    teeth.join('') +
    el('circle', { cx, cy, r: r * 0.92, fill }) +
    el('circle', { cx, cy, r: r * 0.36, fill: brandColors.paper })
  );
}

/** Program "Ausbildung": an apprentice between the workshop's turning cogs. */
export const migrationProgramAusbildung: Scene = {
  file: 'migration/program-ausbildung.svg',
  draw() {
    const doc = paperCard('migration-program-ausbildung', SPOT);
    doc.add(cog(470, 170, 80, brandColors.steel), cog(600, 265, 52, brandColors.amber));
    personNode(doc, [260, 220], 90, brandColors.mist, brandColors.navy);
    doc.add(accents([120, 90], [700, 90]));
    return doc;
  },
};
