/**
 * 课程目录 (/course/catalog; issue 20 "catalogue with classify and hours"): the school's courses with
 * name, category and status filters; 开设课程 submits a course for the opening review; a pending or
 * rejected course is edited (a rejected one is so resubmitted); 详情 shows the review history.
 * Data: getList / getOne / create / update('courses') → GET /course/list, /course/detail, POST /course/add|update.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import { DataTable, NumberInput, SelectInput, TextInput, useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import { classifyName } from '../../i18n/labels';
import { courseAddParams } from '../../../common/schemas/courses';
import type { CourseDetail, CourseRow } from '../../../common/courses';
import { AuditTimeline } from '../shared/AuditTimeline';
import { useSaveRecord } from '../shared/CrudList';
import { EmptyState } from '../shared/EmptyState';
import { CreateAction, PageList } from '../shared/PageList';
import { SchemaFormDialog } from '../shared/SchemaFormDialog';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';
import { useCourseOptions } from './useCourseOptions';

const Col = DataTable.Col<CourseRow>;
const FIELDS = ['name', 'classifyId', 'hours', 'collegeId', 'gradeMode', 'passScore', 'description'];
const resolver = schemaResolver(courseAddParams);
const STATUS_COLOR: Record<number, 'warning' | 'success' | 'error' | 'default'> = { 1: 'warning', 2: 'success', 3: 'error', 4: 'default' };

export function CourseStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOR[status] ?? 'default'} label={translate(`courses.status.${status}`)} />;
}

function CourseForm({ open, record, onClose, onSaved }: { open: boolean; record?: CourseRow; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const { data: options } = useCourseOptions();
  const save = useSaveRecord('courses');
  const submit = useCallback((values: Record<string, unknown>) => save(record?.id, values), [save, record]);
  const { onSubmit, formError, clearFormError } = useSchemaSubmit(submit, FIELDS, onSaved);
  useEffect(() => {
    if (open) clearFormError();
  }, [open, clearFormError]);
  const defaults = useMemo(() => record ?? { name: '', hours: '', gradeMode: 1, passScore: 60, description: '' }, [record]);
  const label = (f: string) => `resources.courses.fields.${f}`;
  const modules = new Map((options?.classifies ?? []).filter((c) => c.parentId === 0).map((c) => [c.id, c.name]));
  const classifyChoices = (options?.classifies ?? []).map((c) => ({ id: c.id, name: c.parentId ? `${modules.get(c.parentId) ?? ''} / ${c.name}` : c.name }));
  return (
    <SchemaFormDialog
      open={open} title={translate(record ? 'courses.dialog.course_edit' : 'courses.dialog.course_create')} formKey={`${record?.id ?? 'new'}:${open}`}
      defaultValues={defaults} resolver={resolver} onSubmit={onSubmit} formError={formError} onClose={onClose}
    >
      <TextInput source="name" label={label('name')} isRequired autoFocus fullWidth size="small" />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}><SelectInput source="classifyId" label={label('classifyId')} choices={classifyChoices} isRequired fullWidth size="small" /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><TextInput source="hours" label={label('hours')} isRequired fullWidth size="small" /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput source="gradeMode" label={label('gradeMode')} choices={[1, 2].map((id) => ({ id, name: translate(`courses.gradeMode.${id}`) }))} isRequired fullWidth size="small" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}><NumberInput source="passScore" label={label('passScore')} min={0} max={100} fullWidth size="small" /></Grid>
      </Grid>
      <SelectInput source="collegeId" label={label('collegeId')} choices={options?.colleges ?? []} emptyText="-" fullWidth size="small" />
      <TextInput source="description" label={label('description')} multiline minRows={3} fullWidth size="small" />
    </SchemaFormDialog>
  );
}

const HISTORY_KEYS = { empty: 'courses.history.empty', label: 'courses.history.label', step: 'courses.history.step', system: 'courses.history.system', opinion: 'courses.history.opinion' };

function CourseDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const translate = useTranslate();
  const { data } = useGetOne<CourseDetail & { id: number }>('courses', { id: id ?? 0 }, { enabled: id !== null });
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{data?.name ?? translate('courses.title.detail')}</DialogTitle>
      <DialogContent>
        {data ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <CourseStatusChip status={data.status} />
              <Typography variant="body2">{classifyName(translate, data.classifyName)} · {data.hours} {translate('resources.courses.fields.hours')} · {translate(`courses.gradeMode.${data.gradeMode}`)}</Typography>
            </Box>
            {data.description ? <Typography variant="body2" color="text.secondary">{data.description}</Typography> : null}
            <AuditTimeline items={data.history} keys={HISTORY_KEYS} dotColor={(s, t) => (s === 2 ? t.palette.success.main : s === 1 ? t.palette.warning.main : t.palette.error.main)} />
          </Box>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export default function CatalogTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { data: options } = useCourseOptions();
  const [editing, setEditing] = useState<{ record?: CourseRow } | null>(null);
  const [showing, setShowing] = useState<number | null>(null);
  const filters = [
    <TextInput key="name" source="name" label="resources.courses.fields.name" alwaysOn resettable />,
    <SelectInput key="classifyId" source="classifyId" label="resources.courses.fields.classifyId" choices={(options?.classifies ?? []).filter((c) => c.parentId === 0)} alwaysOn />,
    <SelectInput key="status" source="status" label="resources.courses.fields.status" choices={[1, 2, 3, 4].map((id) => ({ id, name: translate(`courses.status.${id}`) }))} alwaysOn />,
  ];
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 1 }}>{translate('courses.hint.catalog')}</Alert>
      <PageList resource="courses" title="courses.tabs.catalog" filters={filters} empty={false} actions={<CreateAction label="courses.action.create" onClick={() => setEditing({})} />}>
        <DataTable<CourseRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="courses.empty.courses" />}>
          <Col source="name" disableSort />
          <Col source="classifyName" disableSort render={(r) => classifyName(translate, r.classifyName)} />
          <Col source="hours" disableSort align="right" />
          <Col source="gradeMode" disableSort render={(r) => translate(`courses.gradeMode.${r.gradeMode}`)} />
          <Col source="sectionCount" disableSort align="right" />
          <Col source="status" disableSort render={(r) => <CourseStatusChip status={r.status} />} />
          <Col source="createdByName" disableSort />
          <Col source="createTime" disableSort />
          <Col source="actions" disableSort render={(r) => (
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <Button size="small" onClick={() => setShowing(r.id)}>{translate('courses.action.detail')}</Button>
              {r.status === 1 || r.status === 3 ? (
                <Button size="small" onClick={() => setEditing({ record: r })}>{translate(r.status === 3 ? 'courses.action.resubmit' : 'courses.action.edit')}</Button>
              ) : null}
            </Box>
          )} />
        </DataTable>
      </PageList>
      <CourseForm
        open={editing !== null} record={editing?.record} onClose={() => setEditing(null)}
        onSaved={() => {
          notify(editing?.record ? 'structure.done.updated' : 'structure.done.created', { type: 'success' });
          setEditing(null);
          refresh();
        }}
      />
      <CourseDetailDialog id={showing} onClose={() => setShowing(null)} />
    </Box>
  );
}
