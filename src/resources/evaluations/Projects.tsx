/**
 * 评价项目 (/communist/evaluate/project; issue 21, spec §2): the school's evaluation campaigns with
 * their criteria, dates, state and how many organisations applied / were approved; 新增 and 编辑 in
 * a dialog; 删除 (confirmed) while no organisation has applied. Data: getList / create / update /
 * delete('evaluationProjects') → GET /evaluate/project/list, POST /evaluate/project/save, /delete.
 */
import { useState } from 'react';
import { Box, Chip } from '@mui/material';
import { DataTable, TextInput, useCreate, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { EvaluationProjectRow } from '../../../common/evaluations';
import { projectSaveParams } from '../../../common/schemas/evaluations';
import { EmptyState } from '../shared/EmptyState';
import { CreateAction, EditDeleteButtons, PageList, useConfirmDelete } from '../shared/PageList';
import { EvaluationForm, type FieldSpec } from './EvaluationForm';

const Col = DataTable.Col<EvaluationProjectRow>;
const SILENT = { silent: true };
const FIELDS: FieldSpec[] = [
  { name: 'name' }, { name: 'description', kind: 'multiline', optional: true }, { name: 'criteria', kind: 'multiline', helper: 'evaluations.hint.criteria' },
  { name: 'startDate', kind: 'date' }, { name: 'endDate', kind: 'date' }, { name: 'enabled', kind: 'boolean' },
];

export default function EvaluationProjects() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [editing, setEditing] = useState<{ record?: EvaluationProjectRow } | null>(null);
  const deleting = useConfirmDelete<EvaluationProjectRow>('evaluationProjects',
    { message: 'evaluations.confirm.deleteProject', confirmLabel: 'evaluations.action.delete', done: 'evaluations.done.deleted' }, (p) => ({ name: p?.name ?? '' }));
  const save = (values: FieldValues) => {
    const data = { ...values, criteria: String(values.criteria ?? '') };
    return editing?.record
      ? update('evaluationProjects', { id: editing.record.id, data, previousData: editing.record, meta: SILENT }, { returnPromise: true })
      : create('evaluationProjects', { data, meta: SILENT }, { returnPromise: true });
  };
  const r = editing?.record;
  const defaults = r ? { name: r.name, description: r.description, criteria: r.criteria.join('\n'), startDate: r.startDate, endDate: r.endDate, enabled: r.enabled } : { enabled: true };
  return (
    <Box>
      <PageList resource="evaluationProjects" title="evaluations.title.projects" empty={false}
        filters={[<TextInput key="name" source="name" label="evaluations.filters.name" placeholder={translate('evaluations.filters.project_placeholder')} alwaysOn resettable fullWidth={false} />]}
        actions={<CreateAction label="evaluations.action.addProject" onClick={() => setEditing({})} />}>
        <DataTable<EvaluationProjectRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="evaluations.empty.projects" />}>
          <Col source="name" label="evaluations.fields.name" disableSort />
          <Col source="criteria" label="evaluations.fields.criteria" disableSort render={(p) => p.criteria.join('、')} />
          <Col source="startDate" label="evaluations.fields.period" disableSort render={(p) => `${p.startDate} ～ ${p.endDate}`} />
          <Col source="applyCount" label="evaluations.fields.applied" disableSort align="right" render={(p) => `${p.approvedCount} / ${p.applyCount}`} />
          <Col source="enabled" label="evaluations.fields.enabled" disableSort
            render={(p) => <Chip size="small" color={p.enabled ? 'success' : 'default'} label={translate(p.enabled ? 'evaluations.state.enabled' : 'evaluations.state.disabled')} />} />
          <Col source="actions" label="evaluations.fields.actions" disableSort align="right"
            render={(p) => <EditDeleteButtons texts="evaluations" onEdit={() => setEditing({ record: p })} onDelete={p.applyCount === 0 ? () => deleting.ask(p) : undefined} />} />
        </DataTable>
      </PageList>
      <EvaluationForm open={editing !== null} title={r ? 'evaluations.action.editProject' : 'evaluations.action.addProject'} schema={projectSaveParams} fields={FIELDS}
        defaults={defaults} save={save} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); refresh(); }} />
      {deleting.dialog}
    </Box>
  );
}
