/**
 * 申报审核 (/proceeding/wait/declare/first/auditing; spec §2 "declare first auditing", §4
 * "Declarations can be passed or rejected singly or in batch for the same project"): the
 * declarations waiting at a review step of the caller — student, 院系 / 班级, project and 奖项级别,
 * hours, time declared, current step 'N/M 步骤名' and waiting time. Rows are
 * checked for 批量通过 / 批量驳回 (one project per batch) or decided one by one; 驳回 requires a
 * reason. Filters: 项目 (GET /project/options) and 姓名/学号; holders of 项目列表 switch 我的待办 /
 * 全部. A row opens /proceeding/wait/declare/show?id=.
 * Data: getList('declarationAudits') → GET /declare/audit/list {current, size, projectId?, name?, scope?}.
 */
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { DataTable, SelectInput, TextInput, TopToolbar, useTranslate } from 'react-admin';
import type { DeclarationQueueRow } from '../../../common/declarations';
import { useCan } from '../../authProvider/permissions';
import { Nowrap as NowrapAudit, StepCell, WaitCell } from '../audits/cells';
import { ScopeSwitch } from '../audits/ScopeSwitch';
import { DECLARE_SHOW_PATH, PROJECT_LIST_PATH } from './paths';
import { useProjectOptions } from './projects/queries';
import { EmptyState } from '../shared/EmptyState';
import { HoursCell, StudentCell, TimeCell } from './cells';
import { BulkDeclarationButtons, DeclarationAuditScope, RowDeclarationButtons } from './DeclarationAuditScope';
import { PageList } from '../shared/PageList';

const Col = DataTable.Col<DeclarationQueueRow>;

export const declarationShowPath = (id: number | string) => `${DECLARE_SHOW_PATH}?id=${id}`;

function QueueTable() {
  return (
    <DataTable<DeclarationQueueRow>
      bulkActionButtons={<BulkDeclarationButtons />}
      rowClick={(id) => declarationShowPath(id)}
      empty={<EmptyState message="declarations.audit.empty" />}
    >
      <Col source="userName" disableSort render={(r) => <StudentCell row={r} />} />
      <Col
        source="collegeName" disableSort
        render={(r) => (
          <Box sx={{ minWidth: 120 }}>
            <Typography variant="body2">{r.collegeName || '-'}</Typography>
            <Typography variant="caption" color="text.secondary">{r.className}</Typography>
          </Box>
        )}
      />
      <Col source="projectName" disableSort render={(r) => <Box sx={{ minWidth: 120, maxWidth: 170, fontWeight: 500, color: 'primary.main' }}>{r.projectName}</Box>} />
      <Col source="optionName" disableSort render={(r) => <NowrapAudit>{r.optionName || '-'}</NowrapAudit>} />
      <Col source="hours" disableSort align="right" render={(r) => <HoursCell row={r} />} />
      <Col source="applyTime" disableSort render={(r) => <TimeCell time={r.applyTime} />} />
      <Col source="step" disableSort render={(r) => <StepCell stepNo={r.stepNo} stepCount={r.stepCount} stepName={r.stepName} />} />
      <Col source="waitTime" disableSort render={(r) => <WaitCell text={r.waitTime} />} />
      <Col source="actions" disableSort render={(r) => <RowDeclarationButtons record={r} />} />
    </DataTable>
  );
}

export default function DeclarationAuditList() {
  const translate = useTranslate();
  const { data: projects } = useProjectOptions();
  const canSeeAll = useCan(PROJECT_LIST_PATH);
  const filters = useMemo(
    () => [
      <SelectInput
        key="projectId" source="projectId" label="resources.declarationAudits.fields.projectName" alwaysOn emptyText="declarations.filters.all_projects"
        choices={projects ?? []} translateChoice={false} sx={{ minWidth: 200 }}
      />,
      <TextInput
        key="name" source="name" label="declarations.filters.student" placeholder={translate('declarations.filters.student_placeholder')}
        alwaysOn resettable fullWidth={false}
      />,
    ],
    [projects, translate],
  );
  return (
    <PageList
      resource="declarationAudits" title="declarations.audit.title" filters={filters}
      filterDefaultValues={canSeeAll ? { scope: 'mine' } : {}}
      actions={<TopToolbar><ScopeSwitch allowed={canSeeAll} /></TopToolbar>}
      empty={false}
      sx={{
        '& .RaList-main': { minWidth: 0 },
          '& .RaList-content': { overflowX: 'auto' },
        '& .RaDataTable-root .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none', color: 'text.primary', bgcolor: 'rgba(25, 118, 210, 0.08)' },
        '& .RaDataTable-root .RaBulkActionsToolbar-collapsed': { minHeight: 0, height: 0, overflowY: 'hidden' },
      }}
    >
      <DeclarationAuditScope>
        <QueueTable />
      </DeclarationAuditScope>
    </PageList>
  );
}
