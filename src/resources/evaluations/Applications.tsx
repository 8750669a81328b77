/**
 * 评价申请 (/communist/evaluate/apply; issue 21, spec §2): the applications of the organisations in
 * the caller's scope to take part in evaluation projects, with their review state and opinion;
 * 申请参评 files one (project, organisation, reason) for review on
 * /proceeding/wait/evaluate/apply/auditing. Data: getList / create('evaluationApplications') →
 * GET /evaluate/apply/list, POST /evaluate/apply/add; GET /evaluate/options for the form.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Chip } from '@mui/material';
import { DataTable, SelectInput, TextInput, useCreate, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { APPLY_STATUSES, type EvaluationApplyRow } from '../../../common/evaluations';
import { applyAddParams } from '../../../common/schemas/evaluations';
import type { EvaluationDataProvider } from '../../dataProvider/evaluations';
import { EmptyState } from '../shared/EmptyState';
import { CreateAction, PageList } from '../shared/PageList';
import { EvaluationForm } from './EvaluationForm';

const Col = DataTable.Col<EvaluationApplyRow>;
const COLORS: Record<number, 'warning' | 'success' | 'error'> = { 1: 'warning', 2: 'success', 3: 'error' };

export const ApplyStatusChip = ({ status }: { status: number }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'default'} label={translate(`evaluations.applyStatus.${status}`)} />;
};

export default function EvaluationApplications() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [create] = useCreate();
  const dataProvider = useDataProvider<EvaluationDataProvider>();
  const [open, setOpen] = useState(false);
  const { data: options } = useQuery({ queryKey: ['evaluations', 'options'], queryFn: () => dataProvider.getEvaluationOptions(), enabled: open });
  const statuses = APPLY_STATUSES.map((id) => ({ id, name: translate(`evaluations.applyStatus.${id}`) }));
  return (
    <Box>
      <PageList resource="evaluationApplications" title="evaluations.title.applications" empty={false}
        filters={[
          <TextInput key="name" source="name" label="evaluations.filters.name" placeholder={translate('evaluations.filters.apply_placeholder')} alwaysOn resettable fullWidth={false} />,
          <SelectInput key="status" source="status" label="evaluations.fields.status" choices={statuses} translateChoice={false} alwaysOn emptyText="evaluations.filters.all" />,
        ]}
        actions={<CreateAction label="evaluations.action.apply" onClick={() => setOpen(true)} />}>
        <DataTable<EvaluationApplyRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="evaluations.empty.applications" />}>
          <Col source="orgName" label="evaluations.fields.orgName" disableSort />
          <Col source="projectName" label="evaluations.fields.projectName" disableSort />
          <Col source="reason" label="evaluations.fields.reason" disableSort />
          <Col source="applicantName" label="evaluations.fields.applicantName" disableSort />
          <Col source="status" label="evaluations.fields.status" disableSort render={(a) => <ApplyStatusChip status={a.status} />} />
          <Col source="opinion" label="evaluations.fields.opinion" disableSort render={(a) => a.opinion || '-'} />
          <Col source="createTime" label="evaluations.fields.createTime" disableSort />
        </DataTable>
      </PageList>
      <EvaluationForm open={open} title="evaluations.action.apply" schema={applyAddParams} defaults={{}}
        fields={[{ name: 'projectId', kind: 'select', choices: options?.projects ?? [] }, { name: 'organizationId', kind: 'select', choices: options?.organizations ?? [] }, { name: 'reason', kind: 'multiline' }]}
        save={(v) => create('evaluationApplications', { data: v, meta: { silent: true } }, { returnPromise: true })}
        onClose={() => setOpen(false)} onSaved={() => { setOpen(false); refresh(); }} />
    </Box>
  );
}
