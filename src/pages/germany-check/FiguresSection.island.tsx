import { island } from '../../components/islands/island';
import { FiguresSection } from './FiguresSection';
import { germanyCheckIslands } from './islandNames';

/** This year's figures: static, redrawn only in a year the build did not know. */
export default island(germanyCheckIslands.figures, FiguresSection, {
  namespaces: ['germanyCheck'],
});
