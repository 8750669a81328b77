/**
 * 组织申请 (/organization/apply, module 410; issue 19 "Organisation lifecycle"): every founding,
 * registration, annual review, appraisal and deregistration of the organisations the user manages
 * (their categories, within their data scope), newest first, filtered by type, status and name;
 * 新建申请 opens the form. A row opens the application with its history. Data:
 * getList('orgApplications') → GET /organization/lifecycle/list {current, size, kind?, status?, name?}.
 */
import { useState } from 'react';
import { DataTable, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { academicYearLabel, type OrgApplicationRow } from '../../../common/orgLifecycle';
import { natureLabels } from '../../../common/organizations';
import { minute, Nowrap } from '../audits/cells';
import { EmptyState } from '../shared/EmptyState';
import { CreateAction, PageList } from '../shared/PageList';
import { ApplyDialog } from './ApplyDialog';
import { ApplyStatusChip } from './chips';
import { ORG_APPLY_SHOW_PATH } from './paths';

const Col = DataTable.Col<OrgApplicationRow>;
const label = (f: string) => `orgLifecycle.fields.${f}`;

export default function ApplicationList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const filters = [
    <TextInput key="name" source="name" label="orgLifecycle.filters.name" placeholder={translate('orgLifecycle.filters.name_placeholder')} alwaysOn resettable fullWidth={false} />,
    <SelectInput key="kind" source="kind" label="orgLifecycle.filters.kind" choices={[1, 2, 3, 4, 5].map((id) => ({ id, name: `orgLifecycle.kind.${id}` }))} alwaysOn emptyText="orgLifecycle.all" />,
    <SelectInput key="status" source="status" label="orgLifecycle.filters.status" choices={[1, 2, 3].map((id) => ({ id, name: `orgLifecycle.status.${id}` }))} alwaysOn emptyText="orgLifecycle.all" />,
  ];
  return (
    <>
      <PageList resource="orgApplications" title="orgLifecycle.title.applications" filters={filters} actions={<CreateAction label="orgLifecycle.action.new" onClick={() => setOpen(true)} />} empty={false}>
        <DataTable<OrgApplicationRow> bulkActionButtons={false} rowClick={(id) => `${ORG_APPLY_SHOW_PATH}?id=${id}`} empty={<EmptyState message="orgLifecycle.empty.list" />}>
          <Col source="name" label={label('name')} disableSort render={(r) => <Nowrap>{r.name}</Nowrap>} />
          <Col source="nature" label={label('nature')} disableSort render={(r) => <Nowrap>{natureLabels[r.nature as 1] ?? '-'}</Nowrap>} />
          <Col source="kind" label={label('kind')} disableSort render={(r) => <Nowrap>{translate(`orgLifecycle.kind.${r.kind}`)}</Nowrap>} />
          <Col source="academicYear" label={label('academicYear')} disableSort render={(r) => <Nowrap>{academicYearLabel(r.academicYear) || '-'}</Nowrap>} />
          <Col source="applicantName" label={label('applicantName')} disableSort render={(r) => <Nowrap>{r.applicantName}</Nowrap>} />
          <Col source="applyTime" label={label('applyTime')} disableSort render={(r) => <Nowrap>{minute(r.applyTime)}</Nowrap>} />
          <Col source="status" label={label('status')} disableSort render={(r) => <ApplyStatusChip status={r.status} />} />
          <Col source="opinion" label={label('opinion')} disableSort render={(r) => r.opinion || '-'} />
        </DataTable>
      </PageList>
      <ApplyDialog open={open} onClose={() => setOpen(false)} onSaved={(id) => { setOpen(false); navigate(`${ORG_APPLY_SHOW_PATH}?id=${id}`); }} />
    </>
  );
}
