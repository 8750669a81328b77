/**
 * The frame both activity review queues share (活动审核, 结项审核): the list of `resource` with the
 * activity-name filter, the 我的待办 / 全部 switch for administrators (我的待办 first; `?scope=all`
 * opens 全部, as the dashboard's 审核中 card does for administrators, so that the list shows the
 * activities it counted — issue 18 item 5), paging, and the audit dialogs of `config` around the page's table.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { TextInput, TopToolbar, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AuditScope, type AuditConfig } from './AuditScope';
import { ScopeSwitch, canSeeAllTasks } from './ScopeSwitch';
import { PageList } from '../shared/PageList';

/** `filter`: fixed list filters (志愿审核 narrows the activity queue to volunteer organisations, {nature: 3}). */
export function QueuePage({ resource, title, config, filter, children }: { resource: string; title: string; config: AuditConfig; filter?: Record<string, unknown>; children: ReactNode }) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const scope = params.get('scope') === 'all' ? 'all' : 'mine';
  const filters = [
    <TextInput
      key="name" source="name" label="audits.filters.name" placeholder={translate('audits.filters.name_placeholder')}
      alwaysOn resettable fullWidth={false}
    />,
  ];
  return (
    <Box>
      <PageList
        key={scope} resource={resource} title={title} filters={filters} filter={filter}
        filterDefaultValues={canSeeAllTasks() ? { scope } : {}}
        actions={<TopToolbar><ScopeSwitch /></TopToolbar>}
        empty={false}
      >
        <AuditScope config={config}>{children}</AuditScope>
      </PageList>
    </Box>
  );
}
