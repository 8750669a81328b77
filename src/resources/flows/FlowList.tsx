/**
 * 流程配置 (/system/flow; issue 4 "Review processes", spec §1 topic 6 process configuration): the
 * school's review flow templates with kind, step count and state; 新增流程 and 编辑 open the flow
 * editor, 删除 asks first (the server refuses an enabled flow and says so).
 * Data: dataProvider.getList('flows') → GET /flow/template/list; 删除 is delete('flows') → POST
 * /flow/template/delete {id}.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Stack } from '@mui/material';
import { DataTable, List, SelectInput, TextInput, TopToolbar, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FlowTemplateRow } from '../../../common/flows';
import { EmptyState } from '../shared/EmptyState';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE } from '../shared/paging';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { FlowEditorDialog } from './FlowEditorDialog';

const Col = DataTable.Col<FlowTemplateRow>;

function FlowTable({ onEdit, onDelete }: { onEdit: (r: FlowTemplateRow) => void; onDelete: (r: FlowTemplateRow) => void }) {
  const translate = useTranslate();
  return (
    <DataTable<FlowTemplateRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
      <Col source="name" disableSort />
      <Col source="kind" disableSort render={(r) => translate(`flows.kind.${r.kind}`)} />
      <Col source="stepCount" disableSort align="right" />
      <Col
        source="enabled"
        disableSort
        render={(r) => (
          <Chip size="small" variant="outlined" color={r.enabled ? 'success' : 'default'} label={translate(r.enabled ? 'flows.enabled' : 'flows.disabled')} />
        )}
      />
      <Col source="remarks" disableSort render={(r) => r.remarks || '-'} />
      <Col
        source="actions"
        disableSort
        render={(r) => (
          <Stack direction="row" spacing={0.5}>
            <Button size="small" onClick={() => onEdit(r)}>{translate('flows.action.edit')}</Button>
            <Button size="small" color="error" onClick={() => onDelete(r)}>{translate('flows.action.delete')}</Button>
          </Stack>
        )}
      />
    </DataTable>
  );
}

export default function FlowList() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne] = useDelete();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [deleting, setDeleting] = useState<FlowTemplateRow | null>(null);
  const filters = [
    <TextInput key="name" source="name" label="resources.flows.fields.name" placeholder={translate('flows.filters.name_placeholder')} alwaysOn resettable fullWidth={false} />,
    <SelectInput
      key="kind" source="kind" label="resources.flows.fields.kind" alwaysOn emptyText="flows.filters.all_kinds"
      choices={[1, 2, 3].map((k) => ({ id: k, name: `flows.kind.${k}` }))}
    />,
  ];
  const actions = (
    <TopToolbar>
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditing({})}>
        {translate('flows.action.create')}
      </Button>
    </TopToolbar>
  );
  return (
    <Box>
      <List
        resource="flows" title="flows.list_title" filters={filters} actions={actions} perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />} empty={<EmptyState />} exporter={false} storeKey={false} disableSyncWithLocation
      >
        <FlowTable onEdit={(r) => setEditing({ id: r.id })} onDelete={setDeleting} />
      </List>
      <FlowEditorDialog
        open={editing !== null}
        flowId={editing?.id}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
      <ConfirmActionDialog
        open={deleting !== null}
        message="flows.confirm.delete"
        messageArgs={{ name: deleting?.name ?? '' }}
        confirmLabel="flows.action.delete"
        danger
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await deleteOne('flows', { id: deleting!.id, previousData: deleting! }, { returnPromise: true });
          notify('flows.done.deleted', { type: 'success' });
          refresh();
        }}
      />
    </Box>
  );
}
