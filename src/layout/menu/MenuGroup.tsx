/**
 * One top-level menu group: header (icon, name, unread badge, chevron) and its children in a
 * collapse. Collapsed sidebar: icon only, name in a tooltip, an unread dot on the icon.
 */
import { Badge, Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { menuIcon } from './icons';
import { isDataCenter, type MenuEntry } from './menuModel';

/** Badge text for an unread count (spec §9 "badge maximum 99"). */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export interface MenuGroupProps {
  group: MenuEntry;
  expanded: boolean;
  sidebarOpen: boolean;
  active: boolean;
  activeItemId: number | null;
  unread: number;
  onGroupClick: (group: MenuEntry) => void;
  onChildClick: (group: MenuEntry, child: MenuEntry) => void;
}

export const itemSx = {
  minHeight: 44,
  px: 1.75,
  color: 'text.primary',
  '& .MuiListItemIcon-root': { color: 'text.secondary' },
  '&.Mui-selected': {
    color: 'primary.main',
    bgcolor: 'primary.light',
    boxShadow: 'inset 3px 0 0 currentColor',
    '& .MuiListItemIcon-root': { color: 'primary.main' },
  },
} as const;

export function MenuGroup(props: MenuGroupProps) {
  const { group, expanded, sidebarOpen, active, activeItemId, unread, onGroupClick, onChildClick } = props;
  const translate = useTranslate();
  const Icon = menuIcon(group.icon, group.path);
  const hasChildren = group.children.length > 0;
  const newTab = isDataCenter(group);

  const icon = (
    <ListItemIcon>
      <Badge variant="dot" color="error" invisible={sidebarOpen || unread === 0} data-testid={`unread-dot-${group.id}`}>
        <Icon fontSize="small" />
      </Badge>
    </ListItemIcon>
  );

  return (
    <>
      <Tooltip title={sidebarOpen ? '' : group.name} placement="right">
        <ListItemButton
          onClick={() => onGroupClick(group)}
          selected={!hasChildren && active}
          aria-expanded={hasChildren && !newTab ? expanded : undefined}
          data-testid={`menu-group-${group.id}`}
          sx={{ ...itemSx, ...(active && hasChildren ? { color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } } : {}) }}
        >
          {icon}
          {sidebarOpen && (
            <>
              <ListItemText
                primary={group.name}
                slotProps={{ primary: { noWrap: true, fontSize: 14, fontWeight: active ? 600 : 500 } }}
              />
              {unread > 0 && (
                <Box
                  component="span"
                  aria-label={translate('shell.menu.unread', { count: unread })}
                  data-testid={`unread-badge-${group.id}`}
                  sx={{
                    ml: 0.5,
                    px: 0.75,
                    minWidth: 18,
                    height: 18,
                    lineHeight: '18px',
                    borderRadius: 9,
                    fontSize: 11,
                    textAlign: 'center',
                    color: '#fff',
                    bgcolor: 'error.main',
                  }}
                >
                  {badgeText(unread)}
                </Box>
              )}
              {newTab ? (
                <OpenInNew sx={{ fontSize: 16, ml: 0.5, color: 'text.disabled' }} titleAccess={translate('shell.menu.new_tab')} />
              ) : hasChildren ? (
                expanded ? <ExpandLess sx={{ fontSize: 18, color: 'text.disabled' }} /> : <ExpandMore sx={{ fontSize: 18, color: 'text.disabled' }} />
              ) : null}
            </>
          )}
        </ListItemButton>
      </Tooltip>
      {hasChildren && sidebarOpen && (
        <Collapse in={expanded} timeout="auto" unmountOnExit>
          <List disablePadding sx={{ bgcolor: '#fafbfd' }}>
            {group.children.map((child) => (
              <ListItemButton
                key={child.id}
                selected={activeItemId === child.id}
                onClick={() => onChildClick(group, child)}
                sx={{ ...itemSx, minHeight: 40, pl: 6.25 }}
              >
                <ListItemText primary={child.name} slotProps={{ primary: { noWrap: true, fontSize: 13.5 } }} />
              </ListItemButton>
            ))}
          </List>
        </Collapse>
      )}
    </>
  );
}
