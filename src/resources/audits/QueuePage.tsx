/**
 * The frame both activity review queues share (活动审核, 结项审核): the list of `resource` with the
 * activity-name filter, the 我的待办 / 全部 switch for administrators, paging, and the audit
 * dialogs of `config` around the page's table.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { TextInput, TopToolbar, useTranslate } from 'react-admin';
import { AuditScope, type AuditConfig } from './AuditScope';
import { ScopeSwitch, canSeeAllTasks } from './ScopeSwitch';
import { PageList } from '../shared/PageList';

export function QueuePage({ resource, title, config, children }: { resource: string; title: string; config: AuditConfig; children: ReactNode }) {
  const translate = useTranslate();
  const filters = [
    <TextInput
      key="name" source="name" label="audits.filters.name" placeholder={translate('audits.filters.name_placeholder')}
      alwaysOn resettable fullWidth={false}
    />,
  ];
  return (
    <Box>
      <PageList
        resource={resource} title={title} filters={filters}
        filterDefaultValues={canSeeAllTasks() ? { scope: 'mine' } : {}}
        actions={<TopToolbar><ScopeSwitch /></TopToolbar>}
        empty={false}
      >
        <AuditScope config={config}>{children}</AuditScope>
      </PageList>
    </Box>
  );
}
