import { useLocale } from '../i18n/LocaleContext';
import { pathFor } from '../i18n/paths';
import { useT } from '../i18n/useT';
import { navLabelKey, type NavGroup } from './navigation';
import { usePage } from '../components/PageContext';

export interface NavItem {
  to: string;
  label: string;
  /** The page being shown: its link carries aria-current="page". */
  current: boolean;
}

export interface NavItemGroup {
  heading?: string;
  items: NavItem[];
}

/** Menu or footer groups with their labels and links in the page language. */
export function useNavGroups(groups: readonly NavGroup[]): NavItemGroup[] {
  const { t } = useT('common');
  const lng = useLocale();
  const { pathname } = usePage();
  return groups.map((group) => ({
    heading: group.heading && t(group.heading),
    items: group.pages.map((id) => {
      const to = pathFor(id, lng);
      return { to, label: t(navLabelKey(id)), current: to === pathname };
    }),
  }));
}
