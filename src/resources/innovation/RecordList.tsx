/**
 * The list page every innovation record shares (issue 20): PageList with a name filter, the
 * resource's rows, and optionally 新增 / 编辑 in an InnovationForm and 删除 after confirmation.
 * `tabs` puts a row of page switches above (e.g. 竞赛 | 成绩 | 成绩审核).
 */
import { useState, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { DataTable, TextInput, useCreate, useRefresh, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { EmptyState } from '../shared/EmptyState';
import { CreateAction, EditDeleteButtons, PageList, useConfirmDelete } from '../shared/PageList';
import { InnovationForm, type FieldSpec } from './InnovationForm';

const SILENT = { silent: true };

export interface RecordListProps<R extends RaRecord> {
  resource: string;
  title: string;
  children: ReactNode;
  rowClick?: (r: R) => string | false;
  filter?: Record<string, unknown>;
  form?: { schema: z.ZodType<unknown, FieldValues>; fields: FieldSpec[]; title: string; toValues?: (r: R) => FieldValues; defaults?: FieldValues };
  editable?: boolean;
  /** Rows may be deleted: the confirmation names the row by `nameOf`. */
  nameOf?: (r: R) => string;
}

export function RecordList<R extends RaRecord>({ resource, title, children, rowClick, filter, form, editable, nameOf }: RecordListProps<R>) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [editing, setEditing] = useState<{ record?: R } | null>(null);
  const deleting = useConfirmDelete<R>(resource, { message: 'innovation.confirm.delete', confirmLabel: 'innovation.action.delete', done: 'innovation.done.deleted' }, (r) => ({ name: r ? nameOf?.(r) ?? '' : '' }));
  const Col = DataTable.Col<R>;
  const save = async (values: FieldValues) =>
    editing?.record
      ? update(resource, { id: editing.record.id, data: values, previousData: editing.record, meta: SILENT }, { returnPromise: true })
      : create(resource, { data: values, meta: SILENT }, { returnPromise: true });
  return (
    <Box>
      <PageList
        resource={resource} title={title} filter={filter} empty={false}
        filters={[<TextInput key="name" source="name" label="innovation.filters.name" placeholder={translate('innovation.filters.name_placeholder')} alwaysOn resettable fullWidth={false} />]}
        actions={form ? <CreateAction label={form.title} onClick={() => setEditing({})} /> : false}
      >
        <DataTable<R> bulkActionButtons={false} rowClick={rowClick ? (_id, _res, r) => rowClick(r as R) : false} empty={<EmptyState />}>
          {children}
          {editable || nameOf ? (
            <Col source="actions" label="innovation.fields.actions" disableSort align="right"
              render={(r) => <EditDeleteButtons texts="innovation" onEdit={editable ? () => setEditing({ record: r }) : () => undefined} onDelete={nameOf ? () => deleting.ask(r) : undefined} />} />
          ) : null}
        </DataTable>
      </PageList>
      {form ? (
        <InnovationForm open={editing !== null} title={editing?.record ? 'innovation.action.edit' : form.title} schema={form.schema} fields={form.fields}
          defaults={editing?.record && form.toValues ? form.toValues(editing.record) : form.defaults} save={save}
          onClose={() => setEditing(null)} onSaved={() => { setEditing(null); refresh(); }} />
      ) : null}
      {deleting.dialog}
    </Box>
  );
}

/** Page switches above a list: `pages` in order, the first shown first. */
export function TabbedPage({ pages }: { pages: { label: string; page: ReactNode }[] }) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} sx={{ mb: 1 }} variant="scrollable" allowScrollButtonsMobile>
        {pages.map((p) => <Tab key={p.label} label={translate(p.label)} />)}
      </Tabs>
      {pages[tab]?.page}
    </Box>
  );
}
