/**
 * 开课审核 (/course/audit; issue 20, to-do source type 26): course openings waiting at a review step
 * of the caller through the shared review queue (audits/QueuePage, AuditScope, AuditDialog): checked
 * rows for 批量通过 / 批量驳回 / 批量拒绝 or decided one by one, reasons required but to pass.
 * Data: getList('courseAudits') → GET /course/audit/list; POST /course/audit.
 */
import { useMemo } from 'react';
import { DataTable, useDataProvider, useTranslate } from 'react-admin';
import type { CourseQueueRow } from '../../../common/courses';
import type { CourseDataProvider } from '../../dataProvider/courses';
import { BulkAuditButtons, RowAuditButtons, type AuditConfig } from '../audits/AuditScope';
import { StepCell, WaitCell } from '../audits/cells';
import { QueuePage } from '../audits/QueuePage';
import { EmptyState } from '../shared/EmptyState';

const Col = DataTable.Col<CourseQueueRow>;

export default function CourseAuditTab() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CourseDataProvider>();
  const config = useMemo<AuditConfig>(() => ({
    send: async (input) => ({ done: (await dataProvider.auditCourses(input)).count }),
    results: ['pass', 'reject', 'refuse'],
    consequences: { pass: 'courses.audit.consequence_pass', reject: 'courses.audit.consequence_reject', refuse: 'courses.audit.consequence_refuse' },
    nameOf: (r) => String(r.name),
  }), [dataProvider]);
  return (
    <QueuePage resource="courseAudits" title="courses.tabs.audit" config={config} filterLabel="resources.courses.fields.name" filterPlaceholder="resources.courses.fields.name">
      <DataTable<CourseQueueRow> bulkActionButtons={<BulkAuditButtons />} rowClick={false} empty={<EmptyState message="courses.empty.audit" />}>
        <Col source="name" disableSort />
        <Col source="classifyName" disableSort />
        <Col source="hours" disableSort align="right" />
        <Col source="gradeMode" disableSort render={(r) => translate(`courses.gradeMode.${r.gradeMode}`)} />
        <Col source="createdByName" disableSort />
        <Col source="step" disableSort render={(r) => <StepCell stepNo={r.stepNo} stepCount={r.stepCount} stepName={r.stepName} />} />
        <Col source="waitTime" disableSort render={(r) => <WaitCell text={r.waitTime} />} />
        <Col source="actions" disableSort render={(r) => <RowAuditButtons record={r} />} />
      </DataTable>
    </QueuePage>
  );
}
