import { island } from '../islands/island';
import { Testimonials } from './Testimonials';

/** The testimonials slider: it hydrates as it nears the viewport (docs/performance.md, the island map). */
export default island('components/testimonials/Testimonials', Testimonials, { namespaces: [] });
