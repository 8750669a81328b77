/**
 * 教学班 (/course/section; issue 20 "sections with teacher, capacity, times and place"): every
 * section of the school (its teachers see their own) with its phase, seats and sign-ins; 新增教学班
 * on an open course and 编辑 before completion. Data: getList / create / update('courseSections') →
 * GET /course/section/list, POST /course/section/add|update.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, Chip, Grid } from '@mui/material';
import { DataTable, NumberInput, SelectInput, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { sectionAddParams } from '../../../common/schemas/courses';
import type { SectionRow } from '../../../common/courses';
import { useSaveRecord } from '../shared/CrudList';
import { EmptyState } from '../shared/EmptyState';
import { CreateAction, PageList } from '../shared/PageList';
import { SchemaFormDialog } from '../shared/SchemaFormDialog';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';
import { useCourseOptions } from './useCourseOptions';

const Col = DataTable.Col<SectionRow>;
const FIELDS = ['courseId', 'name', 'teacherId', 'capacity', 'enrollStart', 'enrollEnd', 'startTime', 'endTime', 'schedule', 'place'];
const resolver = schemaResolver(sectionAddParams);
const PHASE_COLOR: Record<string, 'default' | 'info' | 'success' | 'warning' | 'primary'> = {
  before: 'default', enrolling: 'success', awaiting: 'info', teaching: 'primary', ended: 'warning', completed: 'default',
};

export function PhaseChip({ phase }: { phase: string }) {
  const translate = useTranslate();
  return <Chip size="small" variant={phase === 'completed' ? 'outlined' : 'filled'} color={PHASE_COLOR[phase] ?? 'default'} label={translate(`courses.phase.${phase}`)} />;
}

function SectionForm({ open, record, onClose, onSaved }: { open: boolean; record?: SectionRow; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const { data: options } = useCourseOptions();
  const save = useSaveRecord('courseSections');
  const submit = useCallback((values: Record<string, unknown>) => save(record?.id, values), [save, record]);
  const { onSubmit, formError, clearFormError } = useSchemaSubmit(submit, FIELDS, onSaved);
  useEffect(() => {
    if (open) clearFormError();
  }, [open, clearFormError]);
  const defaults = useMemo(() => record ?? { name: '', capacity: 30, schedule: '', place: '' }, [record]);
  const label = (f: string) => `resources.courseSections.fields.${f}`;
  const time = (f: string) => <TextInput source={f} label={label(f)} placeholder="YYYY-MM-DD HH:mm" isRequired fullWidth size="small" />;
  return (
    <SchemaFormDialog
      open={open} title={translate(record ? 'courses.dialog.section_edit' : 'courses.dialog.section_create')} formKey={`${record?.id ?? 'new'}:${open}`}
      defaultValues={defaults} resolver={resolver} onSubmit={onSubmit} formError={formError} onClose={onClose} wide
    >
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}><SelectInput source="courseId" label={label('courseId')} choices={options?.courses ?? []} isRequired fullWidth size="small" /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><TextInput source="name" label={label('name')} isRequired fullWidth size="small" /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput source="teacherId" label={label('teacherId')} choices={(options?.teachers ?? []).map((t) => ({ id: t.id, name: `${t.name}(${t.username})` }))} isRequired fullWidth size="small" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}><NumberInput source="capacity" label={label('capacity')} min={1} isRequired fullWidth size="small" /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{time('enrollStart')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{time('enrollEnd')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{time('startTime')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{time('endTime')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}><TextInput source="schedule" label={label('schedule')} placeholder="每周三 14:00-16:00" fullWidth size="small" /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><TextInput source="place" label={label('place')} isRequired fullWidth size="small" /></Grid>
      </Grid>
    </SchemaFormDialog>
  );
}

/** The section columns every section table shares. */
export function sectionColumns(translate: (k: string, o?: Record<string, unknown>) => string) {
  return [
    <Col key="courseName" source="courseName" disableSort />,
    <Col key="name" source="name" disableSort />,
    <Col key="teacherName" source="teacherName" disableSort />,
    <Col key="seats" source="enrollCount" disableSort align="right" render={(r) => `${r.enrollCount} / ${r.capacity}`} />,
    <Col key="startTime" source="startTime" disableSort render={(r) => `${r.startTime} ~ ${r.endTime.slice(5)}`} />,
    <Col key="schedule" source="schedule" disableSort render={(r) => r.schedule || '-'} />,
    <Col key="place" source="place" disableSort />,
    <Col key="phase" source="phase" disableSort render={(r) => <PhaseChip phase={r.phase} />} label={translate('resources.courseSections.fields.phase')} />,
  ];
}

export default function SectionTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<{ record?: SectionRow } | null>(null);
  const filters = [
    <TextInput key="name" source="name" label="resources.courseSections.fields.name" alwaysOn resettable />,
    <SelectInput key="status" source="status" label="resources.courseSections.fields.phase" choices={[{ id: 1, name: translate('courses.phase.teaching') }, { id: 2, name: translate('courses.phase.completed') }]} alwaysOn />,
  ];
  return (
    <Box>
      <PageList resource="courseSections" title="courses.tabs.section" filters={filters} empty={false} actions={<CreateAction label="courses.action.addSection" onClick={() => setEditing({})} />}>
        <DataTable<SectionRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="courses.empty.sections" />}>
          {sectionColumns(translate)}
          <Col source="enrollEnd" disableSort />
          <Col source="actions" disableSort render={(r) => (r.status === 1 ? <Button size="small" onClick={() => setEditing({ record: r })}>{translate('courses.action.edit')}</Button> : null)} />
        </DataTable>
      </PageList>
      <SectionForm
        open={editing !== null} record={editing?.record} onClose={() => setEditing(null)}
        onSaved={() => {
          notify(editing?.record ? 'structure.done.updated' : 'structure.done.created', { type: 'success' });
          setEditing(null);
          refresh();
        }}
      />
    </Box>
  );
}
