/**
 * 学生导出 (/usermng/student/export): the signed-in user's student exports — file, row count,
 * status, time — with their downloads. Data: dataProvider.getList('studentExports') → GET
 * /jobs/list {kind: 'student-export'}.
 */
import { Alert, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DataTable, useDataProvider, useTranslate } from 'react-admin';
import type { JobView } from '../../../common/jobs';
import type { ExportResult } from '../../../common/students';
import type { FileDataProvider } from '../../dataProvider/files';
import { EmptyState } from '../shared/EmptyState';
import { PageList } from '../shared/PageList';
import { notifyError } from '../../dataProvider/notify';

type Row = JobView<ExportResult>;
const Col = DataTable.Col<Row>;

/** 'YYYY-MM-DD HH:mm:ss' in China Standard Time, as the product shows every time (and names export files). */
export function cstTime(iso: string | null): string {
  if (!iso) return '-';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export default function ExportJobs() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FileDataProvider>();
  return (
    <>
      <Alert severity="info" sx={{ mt: 2 }}>{translate('students.export.hint')}</Alert>
      <PageList
        resource="studentExports"
        title="students.export.page_title"
        filter={{ kind: 'student-export' }}
        empty={<EmptyState />}
        actions={false}
      >
        <DataTable<Row> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
          <Col source="fileName" label="students.export.file" disableSort render={(r) => r.fileName ?? '-'} />
          <Col source="result" label="students.export.rows" disableSort align="right" render={(r) => (r.result ? String(r.result.rows) : '-')} />
          <Col source="status" label="students.export.status" disableSort render={(r) => translate(`jobs.status.${r.status}`)} />
          <Col source="createdAt" label="students.export.createdAt" disableSort render={(r) => cstTime(r.createdAt)} />
          <Col
            source="hasFile"
            label=" "
            disableSort
            render={(r) =>
              r.hasFile ? (
                <Button size="small" startIcon={<DownloadIcon />} onClick={() => dataProvider.downloadFile('/jobs/download', { id: r.id }, r.fileName ?? 'students.xlsx').catch(notifyError)}>
                  {translate('students.export.download')}
                </Button>
              ) : null
            }
          />
        </DataTable>
      </PageList>
    </>
  );
}
