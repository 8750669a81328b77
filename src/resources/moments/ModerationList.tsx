/**
 * 动态审核 (/communist/moments/show; issue 21 moments): our reading of "moments show" — every post of
 * the caller's data scope (a college administrator: their college's) with the filters status
 * (待审核/已发布/已驳回/已下架), theme, text or author and 仅看被举报; each row shows the poster, the
 * text, its images' count, likes, comments and reports, and opens the post's page, where it is
 * approved, rejected with a reason or taken down. Rows waiting for review can be passed in batch.
 * Data: getList('moments') → GET /moments/list; auditMoments.
 */
import { useState } from 'react';
import { Badge, Box, Button } from '@mui/material';
import { BooleanInput, DataTable, SelectInput, TextInput, Title, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { MOMENT_STATUSES, MomentStatus, type MomentRow } from '../../../common/moments';
import type { MomentsDataProvider } from '../../dataProvider/moments';
import { EmptyState } from '../shared/EmptyState';
import { PageList } from '../shared/PageList';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { detailPath, MomentStatusChip, posterOf, useFail } from './parts';

const Col = DataTable.Col<MomentRow>;

function PassSelected() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MomentsDataProvider>();
  const { selectedIds, onUnselectItems, data } = useListContext<MomentRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const fail = useFail();
  const [open, setOpen] = useState(false);
  const pending = (data ?? []).filter((r) => selectedIds.includes(r.id) && r.status === MomentStatus.PENDING).map((r) => r.id);
  return (
    <>
      <Button size="small" variant="contained" disabled={!pending.length} onClick={() => setOpen(true)}>{translate('moments.passSelected', { n: pending.length })}</Button>
      <ConfirmActionDialog open={open} message="moments.confirmPass" messageArgs={{ n: pending.length }} onClose={() => setOpen(false)}
        onConfirm={() => dataProvider.auditMoments({ ids: pending, result: 'pass' }).then(() => { notify('moments.passed', { type: 'success' }); onUnselectItems(); refresh(); }, fail)} />
    </>
  );
}

export default function ModerationList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MomentsDataProvider>();
  const themes = useQuery({ queryKey: ['momentThemes'], queryFn: () => dataProvider.getMomentThemes().catch(() => []) });
  const all = translate('moments.all');
  const filters = [
    <SelectInput key="status" source="status" label="moments.fields.status" choices={MOMENT_STATUSES.map((id) => ({ id, name: translate(`moments.status.${id}`) }))} emptyText={all} helperText={false} alwaysOn sx={{ minWidth: 120 }} />,
    <SelectInput key="themeId" source="themeId" label="moments.fields.theme" choices={(themes.data ?? []).map((th) => ({ id: th.id, name: th.name }))} emptyText={all} helperText={false} alwaysOn sx={{ minWidth: 120 }} />,
    <TextInput key="name" source="name" label="moments.search" alwaysOn resettable sx={{ width: 200 }} helperText={false} />,
    <BooleanInput key="reported" source="reported" label="moments.onlyReported" alwaysOn parse={(v: boolean) => (v ? 1 : undefined)} format={(v: unknown) => v === 1} helperText={false} />,
  ];
  return (
    <Box sx={{ pt: 1 }}>
      <Title title="moments.title.show" />
      <PageList resource="moments" filters={filters} filterDefaultValues={{ status: MomentStatus.PENDING }} empty={false}>
        <DataTable<MomentRow> bulkActionButtons={<PassSelected />} rowClick={(id) => detailPath(Number(id))} empty={<EmptyState message="moments.emptyList" />}>
          <Col source="content" label="moments.fields.content" disableSort render={(r) => (
            <Box sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>{r.content}</Box>
          )} />
          <Col source="authorName" label="moments.fields.poster" disableSort render={(r) => posterOf(r)} />
          <Col source="collegeName" label="moments.fields.college" disableSort render={(r) => r.collegeName ?? '-'} />
          <Col source="themeName" label="moments.fields.theme" disableSort render={(r) => r.themeName ?? '-'} />
          <Col source="images" label="moments.fields.imageCount" disableSort render={(r) => r.images.length} />
          <Col source="likeCount" label="moments.fields.likes" disableSort />
          <Col source="commentCount" label="moments.fields.comments" disableSort />
          <Col source="reportCount" label="moments.fields.reports" disableSort render={(r) => (r.reportCount ? <Badge color="error" badgeContent={r.reportCount} sx={{ ml: 1 }} /> : 0)} />
          <Col source="status" label="moments.fields.status" disableSort render={(r) => <MomentStatusChip status={r.status} />} />
          <Col source="createTime" label="moments.fields.createTime" disableSort />
        </DataTable>
      </PageList>
    </Box>
  );
}
