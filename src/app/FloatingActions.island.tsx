import { island } from '../components/islands/island';
import { FloatingActions } from './FloatingActions';

/** The chat launcher (the chat itself loads on demand) and the WhatsApp button. */
export default island('app/FloatingActions', FloatingActions, {
  namespaces: ['common'],
});
