/**
 * 通知公告 (/system/notice; issue 13, spec §2): the school's notices, pinned first then newest, with
 * filters by title, status and audience; each row shows its audience, status, read count against
 * the audience size and publish time, and the actions 发布 / 撤回 (asks first) / 编辑 / 删除 (asks
 * first). 新增通知 opens /system/announcement/add; a title opens /system/announcement/show.
 * Data: dataProvider.getList('notices') → GET /system/notice/list; publish and unpublish are the
 * data provider's publishNotice / unpublishNotice; delete is dataProvider.delete('notices').
 */
import { useState } from 'react';
import PushPin from '@mui/icons-material/PushPin';
import { Box, Button, Link, Stack, Tooltip, Typography } from '@mui/material';
import { DataTable, SelectInput, TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { NOTICE_AUDIENCES, NOTICE_STATUS, NOTICE_STATUSES, type NoticeRow } from '../../../common/notices';
import type { NoticeDataProvider } from '../../dataProvider/notices';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { DeleteDialog } from '../shared/DeleteDialog';
import { EmptyState } from '../shared/EmptyState';
import { CreateAction, PageList } from '../shared/PageList';
import { LIST_SX } from '../shared/paging';
import { AudienceChip, NoticeStatusChip } from './chips';
import { NOTICE_ADD_PATH, noticeEditPath, noticeShowPath } from './paths';
import { useNoticeStatusChange } from './queries';
import { notifyAndRethrow } from '../../dataProvider/notify';

const Col = DataTable.Col<NoticeRow>;

/** 已读 x / y once it has been published; '-' for a draft nobody has seen. */
export function ReadCell({ row }: { row: Pick<NoticeRow, 'readCount' | 'audienceSize' | 'publishedAt'> }) {
  const translate = useTranslate();
  if (row.publishedAt === null) return <>-</>;
  return <>{translate('notices.read_ratio', { read: row.readCount, size: row.audienceSize })}</>;
}

interface RowActions {
  onPublish: (r: NoticeRow) => void;
  onUnpublish: (r: NoticeRow) => void;
  onDelete: (r: NoticeRow) => void;
  busyId: number | null;
}

function NoticeTable({ onPublish, onUnpublish, onDelete, busyId }: RowActions) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <DataTable<NoticeRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
      <Col
        source="title"
        disableSort
        render={(r) => (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 200, maxWidth: 420 }}>
            {r.pinned ? (
              <Tooltip title={translate('notices.pinned')}>
                <PushPin color="error" sx={{ fontSize: 16 }} aria-label={translate('notices.pinned')} />
              </Tooltip>
            ) : null}
            <Link component={RouterLink} to={noticeShowPath(r.id)} underline="hover" noWrap title={r.title} sx={{ minWidth: 0 }}>
              {r.title}
            </Link>
          </Stack>
        )}
      />
      <Col source="audience" disableSort render={(r) => <AudienceChip audience={r.audience} collegeName={r.collegeName} />} />
      <Col source="status" disableSort render={(r) => <NoticeStatusChip status={r.status} />} />
      <Col source="readCount" disableSort render={(r) => <ReadCell row={r} />} />
      <Col
        source="publishedAt"
        disableSort
        render={(r) => <Typography variant="body2" noWrap>{r.publishedAt ?? '-'}</Typography>}
      />
      <Col source="createdByName" disableSort render={(r) => r.createdByName || '-'} />
      <Col
        source="actions"
        disableSort
        render={(r) => (
          <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
            {r.status === NOTICE_STATUS.published ? (
              <Button size="small" color="warning" disabled={busyId === r.id} onClick={() => onUnpublish(r)}>{translate('notices.action.unpublish')}</Button>
            ) : (
              <Button size="small" color="success" disabled={busyId === r.id} onClick={() => onPublish(r)}>{translate('notices.action.publish')}</Button>
            )}
            <Button size="small" onClick={() => navigate(noticeEditPath(r.id))}>{translate('notices.action.edit')}</Button>
            <Button size="small" color="error" onClick={() => onDelete(r)}>{translate('notices.action.delete')}</Button>
          </Stack>
        )}
      />
    </DataTable>
  );
}

export default function NoticeList() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<NoticeDataProvider>();
  const statusChange = useNoticeStatusChange();
  const [withdrawing, setWithdrawing] = useState<NoticeRow | null>(null);
  const [deleting, setDeleting] = useState<NoticeRow | null>(null);

  const change = async (row: NoticeRow, publish: boolean) => {
    await statusChange.mutateAsync({ id: row.id, publish });
    notify(publish ? 'notices.done.published' : 'notices.done.unpublished', { type: 'success' });
    refresh();
  };

  const filters = [
    <TextInput key="title" source="title" label="resources.notices.fields.title" placeholder={translate('notices.filters.title_placeholder')} alwaysOn resettable fullWidth={false} />,
    <SelectInput
      key="status" source="status" label="resources.notices.fields.status" alwaysOn emptyText="notices.filters.all_statuses"
      choices={NOTICE_STATUSES.map((s) => ({ id: s, name: `notices.status.${s}` }))}
    />,
    <SelectInput
      key="audience" source="audience" label="resources.notices.fields.audience" alwaysOn emptyText="notices.filters.all_audiences"
      choices={NOTICE_AUDIENCES.map((a) => ({ id: a, name: `notices.audience.${a}` }))}
    />,
  ];
  return (
    <Box sx={LIST_SX}>
      <PageList
        resource="notices" title="notices.list_title" filters={filters} empty={false}
        actions={<CreateAction label="notices.action.create" onClick={() => navigate(NOTICE_ADD_PATH)} />}
      >
        <NoticeTable
          busyId={statusChange.isPending ? (statusChange.variables?.id ?? null) : null}
          onPublish={(r) => void change(r, true).catch(() => undefined)}
          onUnpublish={setWithdrawing}
          onDelete={setDeleting}
        />
      </PageList>
      <ConfirmActionDialog
        open={withdrawing !== null}
        message="notices.confirm.unpublish"
        messageArgs={{ title: withdrawing?.title ?? '' }}
        confirmLabel="notices.action.unpublish"
        onClose={() => setWithdrawing(null)}
        onConfirm={() => change(withdrawing!, false)}
      />
      <DeleteDialog
        open={deleting !== null}
        message={translate('notices.confirm.delete', { title: deleting?.title ?? '' })}
        confirmLabel={translate('notices.action.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => dataProvider.delete('notices', { id: deleting!.id, previousData: deleting! }).catch(notifyAndRethrow)}
        onDeleted={() => {
          notify('notices.done.deleted', { type: 'success' });
          refresh();
        }}
      />
    </Box>
  );
}
