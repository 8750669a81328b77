/**
 * 活动模板 (/communist/activity/templates): the school's activity templates (GET
 * /activity/template/list) with 使用 (opens 发起活动 filled from it, /activity/launch?templateId=) and
 * 删除 after a confirmation (the resource's delete, POST /activity/template/delete).
 */
import { Button, Stack, Typography } from '@mui/material';
import { DataTable, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../shared/EmptyState';
import { CreateAction, PageList, useConfirmDelete } from '../shared/PageList';
import { formatHours, LAUNCH_PATH } from './format';
import type { TemplateRow } from './launch/TemplateDialogs';

const Col = DataTable.Col<TemplateRow>;

/** `launchPath`: where 发起活动 and 使用 open (default 发起活动 /activity/launch; 志愿活动模板 opens /voluntary/practice/creat). */
export default function TemplateList({ launchPath = LAUNCH_PATH, title = 'activities.templates.title' }: { launchPath?: string; title?: string } = {}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const deleting = useConfirmDelete<TemplateRow>(
    'activityTemplates',
    { message: 'activities.confirm.delete_template', confirmLabel: 'activities.action.delete', done: 'activities.done.template_deleted' },
    (r) => ({ name: r?.name ?? '' }),
  );
  const filters = [<TextInput key="name" source="name" label="resources.activityTemplates.fields.name" alwaysOn resettable fullWidth={false} />];
  return (
    <>
      <Typography variant="h6" component="h1" sx={{ mt: 2, mb: -1 }}>{translate(title)}</Typography>
      <PageList
        resource="activityTemplates" title={title} filters={filters}
        actions={<CreateAction label="activities.action.launch" onClick={() => navigate(launchPath)} />}
        empty={false}
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
                <Button size="small" onClick={() => navigate(`${launchPath}?templateId=${r.id}`)}>{translate('activities.action.use')}</Button>
                <Button size="small" color="error" onClick={() => deleting.ask(r)}>{translate('activities.action.delete')}</Button>
              </Stack>
            )}
          />
        </DataTable>
      </PageList>
      {deleting.dialog}
    </>
  );
}
