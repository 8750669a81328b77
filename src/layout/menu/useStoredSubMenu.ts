/** The stored sub-menu as React state, refreshed when the menu or another tab changes it. */
import { useEffect, useState } from 'react';
import { readSubMenu, SUB_MENU_EVENT, type SubMenu } from './subMenu';

export function useStoredSubMenu(): SubMenu {
  const [value, setValue] = useState(readSubMenu);
  useEffect(() => {
    const refresh = () => setValue(readSubMenu());
    window.addEventListener(SUB_MENU_EVENT, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(SUB_MENU_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, []);
  return value;
}
