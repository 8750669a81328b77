/**
 * 课程管控 (/course/control; issue 20 "course control: who may open what"): the simple table of
 * rules — a category and the role or college allowed to open courses in it — with 新增规则 and
 * 删除 (confirmed). Data: getList / create / delete('courseControls') → GET /course/control/list,
 * POST /course/control/add|delete.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, IconButton, Tooltip } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { DataTable, SelectInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CourseControlRow } from '../../../common/courses';
import { controlAddParams } from '../../../common/schemas/courses';
import { classifyName, roleNames } from '../../i18n/labels';
import { useSaveRecord } from '../shared/CrudList';
import { EmptyState } from '../shared/EmptyState';
import { CreateAction, PageList, useConfirmDelete } from '../shared/PageList';
import { SchemaFormDialog } from '../shared/SchemaFormDialog';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';
import { useCourseOptions } from './useCourseOptions';

const Col = DataTable.Col<CourseControlRow>;
const resolver = schemaResolver(controlAddParams);

function RuleForm({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const { data: options } = useCourseOptions();
  const save = useSaveRecord('courseControls');
  const submit = useCallback((values: Record<string, unknown>) => save(undefined, values), [save]);
  const { onSubmit, formError, clearFormError } = useSchemaSubmit(submit, ['classifyId', 'roleId', 'collegeId'], onSaved);
  useEffect(() => {
    if (open) clearFormError();
  }, [open, clearFormError]);
  const label = (f: string) => `resources.courseControls.fields.${f}`;
  return (
    <SchemaFormDialog open={open} title={translate('courses.dialog.rule_create')} formKey={String(open)} defaultValues={{}} resolver={resolver} onSubmit={onSubmit} formError={formError} onClose={onClose}>
      <SelectInput source="classifyId" label={label('classifyName')} choices={(options?.classifies ?? []).filter((c) => c.parentId === 0)} isRequired fullWidth size="small" />
      <SelectInput source="roleId" label={label('roleName')} choices={options?.roles ?? []} emptyText="-" fullWidth size="small" />
      <SelectInput source="collegeId" label={label('collegeName')} choices={options?.colleges ?? []} emptyText="-" fullWidth size="small" />
    </SchemaFormDialog>
  );
}

export default function ControlTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [adding, setAdding] = useState(false);
  const deleting = useConfirmDelete<CourseControlRow & { name: string }>(
    'courseControls',
    { message: 'structure.confirm_delete', confirmLabel: 'structure.action.delete', done: 'structure.done.deleted' },
    (r) => ({ kind: translate('resources.courseControls.name', { smart_count: 1 }), name: r?.classifyName ?? '' }),
  );
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 1 }}>{translate('courses.hint.control')}</Alert>
      <PageList resource="courseControls" title="courses.tabs.control" empty={false} actions={<CreateAction label="courses.action.addRule" onClick={() => setAdding(true)} />}>
        <DataTable<CourseControlRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="courses.empty.rules" />}>
          <Col source="classifyName" disableSort render={(r) => classifyName(translate, r.classifyName)} />
          <Col source="roleName" disableSort render={(r) => roleNames(translate, r.roleName) || '-'} />
          <Col source="collegeName" disableSort render={(r) => r.collegeName ?? '-'} />
          <Col source="createTime" disableSort />
          <Col source="actions" disableSort align="right" render={(r) => (
            <Tooltip title={translate('structure.action.delete')}>
              <IconButton size="small" color="error" aria-label={`${translate('structure.action.delete')} ${r.classifyName}`} onClick={() => deleting.ask({ ...r, name: r.classifyName })}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          )} />
        </DataTable>
      </PageList>
      <RuleForm open={adding} onClose={() => setAdding(false)} onSaved={() => {
        notify('structure.done.created', { type: 'success' });
        setAdding(false);
        refresh();
      }} />
      {deleting.dialog}
    </Box>
  );
}
