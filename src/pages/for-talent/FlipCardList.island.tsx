import { island } from '../../components/islands/island';
import { FlipCardList } from './FlipCardList';

/**
 * The flip cards: they wait for a visitor's touch (a hover, a tap, focus), which then turns the
 * card as it would have (docs/performance.md, the island map).
 */
export default island('pages/for-talent/FlipCardList', FlipCardList, { namespaces: [] });
