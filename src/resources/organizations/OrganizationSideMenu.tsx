/**
 * The side menu of the organisation pages (spec §2 dashboard "Campus organisations"): 学生会
 * /organization/union, 学生组织列表 /organization/club, and under it 社团协会 /organization/club,
 * 志愿组织 /organization/voluntary, 班级组织 /organization/classes, 其他组织 /organization/another.
 * The current nature is highlighted; natures the user's modules do not grant are left out.
 */
import { List, ListItemButton, ListItemText, ListSubheader, Paper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { naturePaths, type OrganizationNature } from '../../../common/organizations';
import { useCan } from '../../authProvider/permissions';

interface Item {
  key: string;
  nature: OrganizationNature;
  /** The 学生组织列表 heading: a link, never highlighted. */
  heading?: boolean;
  indent?: boolean;
}

export const SIDE_MENU: Item[] = [
  { key: 'union', nature: 1 },
  { key: 'list', nature: 2, heading: true },
  { key: 'club', nature: 2, indent: true },
  { key: 'voluntary', nature: 3, indent: true },
  { key: 'classes', nature: 4, indent: true },
  { key: 'another', nature: 5, indent: true },
];

function MenuItem({ item, current }: { item: Item; current: OrganizationNature }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const path = naturePaths[item.nature];
  const allowed = useCan(path);
  if (!allowed) return null;
  const active = !item.heading && item.nature === current;
  return (
    <ListItemButton
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={() => navigate(path)}
      sx={{ pl: item.indent ? 4 : 2, py: 0.75, borderRadius: 1, mx: 0.5, ...(item.heading && { color: 'text.secondary' }) }}
    >
      <ListItemText primary={translate(`organizations.menu.${item.key}`)} slotProps={{ primary: { fontSize: 14, fontWeight: item.heading ? 600 : active ? 600 : 400 } }} />
    </ListItemButton>
  );
}

export function OrganizationSideMenu({ nature }: { nature: OrganizationNature }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="nav" aria-label={translate('organizations.menu.label')}>
      <List dense subheader={<ListSubheader sx={{ lineHeight: '40px', bgcolor: 'transparent' }}>{translate('organizations.menu.label')}</ListSubheader>}>
        {SIDE_MENU.map((item) => (
          <MenuItem key={item.key} item={item} current={nature} />
        ))}
      </List>
    </Paper>
  );
}
