import { island } from '../../components/islands/island';
import { germanyCheckIslands } from './islandNames';
import { RoutesSection } from './RoutesSection';

/** The routes name this year's amounts: static, redrawn only in a year the build did not know. */
export default island(germanyCheckIslands.routes, RoutesSection, { namespaces: ['germanyCheck'] });
