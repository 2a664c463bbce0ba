import { island } from '../components/islands/island';
import { notificationsIsland } from '../lib/notify';
import { Notifications } from './Notifications';

/** The notifications region and its Alt+T shortcut. */
export default island(notificationsIsland, Notifications, {
  namespaces: ['common'],
});
