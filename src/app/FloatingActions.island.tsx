import { island } from '../components/islands/island';
import { chatIsland } from '../features/chat/chatOpenState';
import { FloatingActions } from './FloatingActions';

/** The chat launcher (the chat itself loads on demand) and the WhatsApp button. */
export default island(chatIsland, FloatingActions, {
  namespaces: ['common'],
});
