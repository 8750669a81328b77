/**
 * The templates of one kind (issue 21; /system/template 通用, /system/{thought,practice,volunteer,
 * hatch,organ}/template): name and description, the files as download links, the enabled switch,
 * order, last change; filters 名称/说明 and 状态; 新增模板 → the /edit page, 编辑 → /edit?id=, 删除
 * after confirmation. One page for the six kinds (`kind` from routes.tsx), each with its own stored
 * filters.
 * Data: getList('documentTemplates', filter {kind}) → GET /document/template/list; enable / delete →
 * POST /document/template/enable | delete (custom methods naming the kind).
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Stack, Switch, Typography } from '@mui/material';
import { DataTable, List, SelectInput, TextInput, TopToolbar, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { templateEditPath, type TemplateKindValue, type TemplateRow } from '../../../common/documentTemplates';
import type { DocumentTemplateDataProvider } from '../../dataProvider/documentTemplates';
import { DeleteDialog } from '../shared/DeleteDialog';
import { EmptyState } from '../shared/EmptyState';
import { AttachmentLinks } from '../shared/FileLinks';
import { FitBox, RowActions } from '../shared/FitTable';
import { ListPagination } from '../shared/ListPagination';
import { serverError } from '../shared/serverError';
import { DEFAULT_PAGE_SIZE, LIST_SX } from '../shared/paging';

const Col = DataTable.Col<TemplateRow>;

function useFilters() {
  const translate = useTranslate();
  return [
    <TextInput key="name" source="name" label="documentTemplates.filters.name" placeholder={translate('documentTemplates.filters.name_placeholder')} alwaysOn resettable />,
    <SelectInput
      key="enabled" source="enabled" label="documentTemplates.filters.enabled" alwaysOn emptyText="documentTemplates.filters.all"
      choices={[{ id: 1, name: 'documentTemplates.filters.on' }, { id: 0, name: 'documentTemplates.filters.off' }]}
    />,
  ];
}

function Actions({ kind }: { kind: TemplateKindValue }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <TopToolbar>
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => navigate(templateEditPath(kind))}>{translate('documentTemplates.action.create')}</Button>
    </TopToolbar>
  );
}

export default function TemplateList({ kind }: { kind: TemplateKindValue }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<DocumentTemplateDataProvider>();
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);
  const toggle = async (r: TemplateRow) => {
    try {
      await dataProvider.enableDocumentTemplate(kind, r.id, !r.enabled);
      notify(r.enabled ? 'documentTemplates.done.disabled' : 'documentTemplates.done.enabled', { type: 'success' });
      refresh();
    } catch (e) {
      notify(serverError(e).text, { type: 'error' });
    }
  };
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 1 }}>{translate('documentTemplates.hint', { kind: translate(`documentTemplates.kind.${kind}`) })}</Alert>
      <List
        key={kind} resource="documentTemplates" storeKey={`documentTemplates.${kind}`} filter={{ kind }} title={`documentTemplates.title.list.${kind}`}
        filters={useFilters()} perPage={DEFAULT_PAGE_SIZE} pagination={<ListPagination />} empty={false} exporter={false} actions={<Actions kind={kind} />} sx={LIST_SX}
      >
        <FitBox>
          <DataTable<TemplateRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="documentTemplates.empty" />}>
            <Col source="name" disableSort render={(r) => (
              <Box sx={{ minWidth: 160, maxWidth: 360 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{r.name}</Typography>
                {r.description ? <Typography variant="caption" color="text.secondary">{r.description}</Typography> : null}
              </Box>
            )} />
            <Col source="files" disableSort render={(r) => (
              <Box sx={{ minWidth: 140, maxWidth: 260 }}>
                {r.files.length ? <AttachmentLinks files={r.files} /> : <Typography variant="caption" color="text.secondary">{translate('documentTemplates.no_files')}</Typography>}
              </Box>
            )} />
            <Col source="enabled" disableSort render={(r) => (
              <Stack direction="row" sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
                <Switch size="small" checked={r.enabled} onChange={() => void toggle(r)} slotProps={{ input: { 'aria-label': `${translate('resources.documentTemplates.fields.enabled')} ${r.name}` } }} />
                <Typography variant="caption">{translate(r.enabled ? 'documentTemplates.filters.on' : 'documentTemplates.filters.off')}</Typography>
              </Stack>
            )} />
            <Col source="sort" disableSort align="right" />
            <Col source="updatedAt" disableSort render={(r) => (
              <Box sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{r.updatedAt}</Typography>
                <Typography variant="caption" color="text.secondary">{r.updatedByName}</Typography>
              </Box>
            )} />
            <Col source="actions" disableSort render={(r) => (
              <RowActions
                inline={2}
                actions={[
                  { key: 'edit', label: translate('documentTemplates.action.edit'), onClick: () => navigate(templateEditPath(kind, r.id)) },
                  { key: 'delete', label: translate('documentTemplates.action.delete'), color: 'error' as const, onClick: () => setDeleting(r) },
                ]}
              />
            )} />
          </DataTable>
        </FitBox>
      </List>
      <DeleteDialog
        open={deleting !== null}
        message={translate('documentTemplates.confirm_delete', { name: deleting?.name ?? '' })}
        onConfirm={() => dataProvider.deleteDocumentTemplate(kind, deleting!.id)}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          notify('documentTemplates.done.deleted', { type: 'success' });
          setDeleting(null);
          refresh();
        }}
      />
    </Box>
  );
}
