import { brandColors } from '../../../src/theme/tokens';
import { SPOT } from '../canvas';
import { paperCard } from '../motifs/paperCard';
import { accents, book, gradCap } from '../motifs/spotKit';
import type { Scene } from './scene';

/** Flip card "study abroad": a stack of books with a graduation cap on top. */
export const talentCardStudyAbroad: Scene = {
  file: 'for-talent/card-study-abroad.svg',
  draw() {
    const doc = paperCard('talent-card-study-abroad', SPOT);
    doc.add(
      book(250, 280, 300, 50, brandColors.steel),
      book(280, 228, 250, 50, brandColors.amber),
      book(265, 176, 270, 50, brandColors.navy),
      gradCap([400, 110], 110),
      accents([140, 90], [680, 300]),
    );
    return doc;
  },
};
