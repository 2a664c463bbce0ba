import { island } from '../../components/islands/island';
import { CheckSection } from './CheckSection';
import { germanyCheckIslands } from './islandNames';

/**
 * The check itself. It waits for a visitor's touch (a tap on an answer is given to it once it
 * has hydrated), or hydrates at once when the address carries answers to show or the year has
 * turned since the page was built (./germanyCheckBoot.ts).
 */
export default island(germanyCheckIslands.check, CheckSection, { namespaces: ['germanyCheck'] });
