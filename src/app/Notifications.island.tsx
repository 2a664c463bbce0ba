import { island } from '../components/islands/island';
import { Notifications } from './Notifications';

/** The notifications region and its Alt+T shortcut. */
export default island('app/Notifications', Notifications, {
  namespaces: ['common'],
});
