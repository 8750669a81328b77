/**
 * 活动模板 (/communist/activity/templates): the school's activity templates (GET
 * /activity/template/list) with 使用 (opens 发起活动 filled from it, /activity/launch?templateId=) and
 * 删除 after a confirmation (the resource's delete, POST /activity/template/delete).
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { DataTable, List, TextInput, TopToolbar, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../shared/EmptyState';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE } from '../shared/paging';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { formatHours, LAUNCH_PATH } from './format';
import type { TemplateRow } from './launch/TemplateDialogs';

const Col = DataTable.Col<TemplateRow>;

export default function TemplateList() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [deleteOne] = useDelete<TemplateRow>();
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);
  const filters = [<TextInput key="name" source="name" label="resources.activityTemplates.fields.name" alwaysOn resettable fullWidth={false} />];
  return (
    <>
      <Typography variant="h6" component="h1" sx={{ mt: 2, mb: -1 }}>{translate('activities.templates.title')}</Typography>
      <List
        resource="activityTemplates" title="activities.templates.title" filters={filters}
        actions={
          <TopToolbar>
            <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => navigate(LAUNCH_PATH)}>{translate('activities.action.launch')}</Button>
          </TopToolbar>
        }
        perPage={DEFAULT_PAGE_SIZE} pagination={<ListPagination />} empty={false} exporter={false} storeKey={false} disableSyncWithLocation
        sx={{ '& .RaList-actions form': { minHeight: 'auto', pb: 1.5 }, '& .RaList-actions .MuiInputBase-root': { bgcolor: 'background.paper' } }}
      >
        <DataTable<TemplateRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="activities.templates.empty" />}>
          <Col source="name" disableSort />
          <Col source="classifyName" disableSort render={(r) => r.classifyName || '-'} />
          <Col source="orgName" disableSort render={(r) => r.orgName || '-'} />
          <Col source="hours" disableSort align="right" render={(r) => formatHours(r.hours)} />
          <Col source="createdAt" disableSort />
          <Col
            source="actions" disableSort align="right"
            render={(r) => (
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                <Button size="small" onClick={() => navigate(`${LAUNCH_PATH}?templateId=${r.id}`)}>{translate('activities.action.use')}</Button>
                <Button size="small" color="error" onClick={() => setDeleting(r)}>{translate('activities.action.delete')}</Button>
              </Stack>
            )}
          />
        </DataTable>
      </List>
      <ConfirmActionDialog
        open={deleting !== null}
        message="activities.confirm.delete_template"
        messageArgs={{ name: deleting?.name ?? '' }}
        confirmLabel="activities.action.delete"
        danger
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await deleteOne('activityTemplates', { id: deleting!.id, previousData: deleting! }, { returnPromise: true });
          notify('activities.done.template_deleted', { type: 'success' });
          refresh();
        }}
      />
    </>
  );
}
