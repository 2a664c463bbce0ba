import { island } from '../../components/islands/island';
import { Header } from './Header';

/** The header: menus, the mobile drawer, the language switcher, the scrolled look. */
export default island('app/header/Header', Header, { namespaces: ['common'] });
