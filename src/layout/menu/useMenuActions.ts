/**
 * Menu navigation shared by the side menu and the home page's quick links (spec §2): going to an
 * entry stores the sub-menu first; the data center opens in a new tab; home clears the sub-menu.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-admin';
import { entryTarget, isDataCenter, type MenuEntry } from './menuModel';
import { clearSubMenu, storeSubMenu } from './subMenu';

export function useMenuActions() {
  const navigate = useNavigate();

  /** Opens `item` of `group` (item may be the group itself, meaning its first child). */
  const open = useCallback(
    (group: MenuEntry, item: MenuEntry) => {
      const target = item === group ? (group.children[0] ?? group) : item;
      if (isDataCenter(group)) {
        window.open(entryTarget(target), '_blank', 'noopener');
        return;
      }
      storeSubMenu(group, target);
      navigate(entryTarget(target));
    },
    [navigate],
  );

  const goHome = useCallback(() => {
    clearSubMenu();
    navigate('/');
  }, [navigate]);

  return { open, goHome };
}
