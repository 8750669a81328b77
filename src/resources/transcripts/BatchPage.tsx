/**
 * 成绩单导出 (spec §2 /usermng/export/transcript/list; issue 7 batch generation): the school's
 * transcript batches — 范围, 人数, 申请人, 申请时间, 状态/进度, 大小, 下载 — newest first, refreshed every
 * second while one is queued or running; 批量生成成绩单 opens BatchDialog. Data:
 * getList('transcriptBatches') → GET /export/transcript/list {current, size} → {list: TranscriptBatchRow[], total}.
 */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import { Box, Button, Chip, LinearProgress, Tooltip, Typography } from '@mui/material';
import type { Query } from '@tanstack/react-query';
import { DataTable, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { FileDataProvider } from '../../dataProvider/files';
import type { TranscriptBatchRow } from '../../../common/transcripts';
import { EmptyState } from '../shared/EmptyState';
import { cstTime } from '../students/ExportJobs';
import { BatchDialog, downloadBatch } from './BatchDialog';
import { CreateAction, PageList } from '../shared/PageList';
import { notifyError } from '../../dataProvider/notify';

const Col = DataTable.Col<TranscriptBatchRow>;

/** How often the list asks again while a batch runs. */
export const BATCH_REFRESH_MS = 1000;

/** True while a batch still changes: queued or running. */
export const isActive = (row: Pick<TranscriptBatchRow, 'status'>) => row.status === 'queued' || row.status === 'running';

/** A byte count as people read it: 930 → '930 B', 52_000 → '50.8 KB', 3_400_000 → '3.2 MB'. */
export function sizeText(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '-';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A time from the server: kept when already 'YYYY-MM-DD HH:mm[:ss]', else shown in China time. */
export function timeText(value: string | null | undefined): string {
  if (!value) return '-';
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? value.slice(0, 19) : cstTime(value);
}

const statusColor = { queued: 'default', running: 'info', done: 'success', failed: 'error' } as const;

function StatusCell({ row }: { row: TranscriptBatchRow }) {
  const translate = useTranslate();
  if (isActive(row)) {
    return (
      <Box sx={{ minWidth: 140 }}>
        <Typography variant="body2" color="text.secondary">
          {translate(`transcripts.batch.status.${row.status}`)} {Math.round(row.progress)}%
        </Typography>
        <LinearProgress variant={row.status === 'queued' ? 'indeterminate' : 'determinate'} value={row.progress} aria-label={translate('transcripts.batch.running')} />
      </Box>
    );
  }
  const chip = <Chip size="small" variant="outlined" color={statusColor[row.status]} label={translate(`transcripts.batch.status.${row.status}`)} />;
  return row.status === 'failed' && row.error ? <Tooltip title={row.error}>{chip}</Tooltip> : chip;
}

type ListCache = { data?: TranscriptBatchRow[] } | undefined;

/** react-query refetchInterval: every second while any listed batch is active, else off. */
export function batchRefetchInterval(query: Query<ListCache, Error, ListCache, readonly unknown[]>): number | false {
  return query.state.data?.data?.some(isActive) ? BATCH_REFRESH_MS : false;
}

export default function BatchPage() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<FileDataProvider>();
  const [open, setOpen] = useState(false);
  return (
    <>
      <PageList
        resource="transcriptBatches"
        title="transcripts.batch.pageTitle"
        actions={<CreateAction label="transcripts.batch.title" icon={<LibraryAddOutlined />} onClick={() => setOpen(true)} />}
        empty={false}
        queryOptions={{ refetchInterval: batchRefetchInterval as never }}
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
      >
        <DataTable<TranscriptBatchRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="transcripts.batch.empty" />}>
          <Col source="scopeLabel" label="transcripts.batch.col.scope" disableSort />
          <Col source="studentCount" label="transcripts.batch.col.count" disableSort align="right" />
          <Col source="createdByName" label="transcripts.batch.col.by" disableSort render={(r) => r.createdByName || '-'} />
          <Col source="createdAt" label="transcripts.batch.col.at" disableSort render={(r) => timeText(r.createdAt)} />
          <Col source="status" label="transcripts.batch.col.status" disableSort render={(r) => <StatusCell row={r} />} />
          <Col source="size" label="transcripts.batch.col.size" disableSort align="right" render={(r) => sizeText(r.size)} />
          <Col
            source="fileName"
            label="transcripts.batch.col.download"
            disableSort
            render={(r) =>
              r.status === 'done' ? (
                <Button size="small" startIcon={<DownloadIcon />} onClick={() => downloadBatch(dataProvider, r.id, r.fileName).catch(notifyError)}>
                  {translate('transcripts.batch.download')}
                </Button>
              ) : (
                '-'
              )
            }
          />
        </DataTable>
      </PageList>
      <BatchDialog open={open} onClose={() => { setOpen(false); refresh(); }} onStarted={refresh} />
    </>
  );
}
