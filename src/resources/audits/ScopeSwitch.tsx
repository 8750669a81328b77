/**
 * 我的待办 / 全部 (issue 4 review lists: `scope` 'mine' | 'all'). Only school administrators see
 * it (the server answers 'all' for activity administrators only); everyone else always gets their
 * own open tasks. Works inside a react-admin list context: it sets the `scope` filter.
 */
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { readSession } from '../../authProvider/session';

/** Whether the signed-in user may look at every open task (the session's isAdmin flag). */
export function canSeeAllTasks(): boolean {
  return readSession().isAdmin;
}

/** `allowed` overrides who sees it (default: administrators, canSeeAllTasks). */
export function ScopeSwitch({ allowed }: { allowed?: boolean } = {}) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  if (!(allowed ?? canSeeAllTasks())) return null;
  const scope = filterValues.scope === 'all' ? 'all' : 'mine';
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={scope}
      aria-label={translate('audits.scope.label')}
      onChange={(_, value) => {
        if (value) setFilters({ ...filterValues, scope: value }, displayedFilters);
      }}
    >
      <ToggleButton value="mine" sx={{ px: 2 }}>
        {translate('audits.scope.mine')}
      </ToggleButton>
      <ToggleButton value="all" sx={{ px: 2 }}>
        {translate('audits.scope.all')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
