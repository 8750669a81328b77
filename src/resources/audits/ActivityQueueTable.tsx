/**
 * The table of the two activity review queues, 活动审核 and 结项审核: name, organisation, module,
 * hours, applicant, time applied, step 'N/M 步骤名', waiting time and the row's decisions; checked
 * rows get the bulk decisions and a row opens the activity's detail (结项审核: the report's review page). With `report` (结项审核) the
 * name carries the activity's time and two columns show the reported participants and their
 * total hours. In a compact list (FitBox, issue 18 item 2) the applicant is left out and 驳回 / 拒绝
 * fold into the row's ⋮ menu.
 */
import { DataTable, useTranslate } from 'react-admin';
import { activityDetailPath, timeRange } from '../activities/format';
import { reportReviewPath } from '../activities/report/paths';
import { EmptyState } from '../shared/EmptyState';
import { useCompact } from '../shared/FitTable';
import { BulkAuditButtons, RowAuditButtons } from './AuditScope';
import { ActivityNameCell, ModuleCell, Nowrap, StepCell, WaitCell, minute, useHoursFormat } from './cells';
import type { ReportAuditRow } from './types';

const Col = DataTable.Col<ReportAuditRow>;

/** `detailPath`: where a row opens (default the admin activity detail; 志愿审核 opens the volunteer activity page). */
export function ActivityQueueTable({ report = false, detailPath = activityDetailPath }: { report?: boolean; detailPath?: (id: number) => string }) {
  const translate = useTranslate();
  const hours = useHoursFormat();
  const compact = useCompact();
  return (
    <DataTable<ReportAuditRow> bulkActionButtons={<BulkAuditButtons />} rowClick={(id) => (report ? reportReviewPath(id as number) : detailPath(id as number))} empty={<EmptyState />}>
      <Col
        source="name"
        disableSort
        render={(r) => <ActivityNameCell name={r.name} sub={report && r.startTime ? timeRange(r.startTime, r.endTime) : undefined} />}
      />
      <Col source="orgName" disableSort render={(r) => <Nowrap>{r.orgName || '-'}</Nowrap>} />
      <Col source="classifyName" disableSort render={(r) => <ModuleCell name={r.classifyName} sub={r.classifyNameS} />} />
      <Col source="hours" disableSort align="right" render={(r) => hours(r.hours)} />
      {report ? (
        <Col source="participantCount" disableSort align="right" render={(r) => translate('audits.people', { count: r.participantCount ?? 0 })} />
      ) : null}
      {report ? <Col source="totalHours" disableSort align="right" render={(r) => hours(r.totalHours)} /> : null}
      {compact ? null : <Col source="applicant" disableSort render={(r) => <Nowrap>{r.applicant || '-'}</Nowrap>} />}
      <Col source="applyTime" disableSort render={(r) => <Nowrap>{minute(r.applyTime)}</Nowrap>} />
      <Col source="step" disableSort render={(r) => <StepCell stepNo={r.stepNo} stepCount={r.stepCount} stepName={r.stepName} />} />
      <Col source="waitTime" disableSort render={(r) => <WaitCell text={r.waitTime} />} />
      <Col source="actions" disableSort render={(r) => <RowAuditButtons record={r} />} />
    </DataTable>
  );
}
