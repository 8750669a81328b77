/**
 * 导出 of the 学时预警名单: starts the export job (GET /analysis/warning/export with the list's
 * current filters → {id}), follows it with useJob / JobProgress, then offers the xlsx
 * (GET /jobs/download {id}; the server names it 学时预警-<time>.xlsx).
 */
import { useTranslate } from 'react-admin';
import type { JobStarted } from '../../../common/jobs';
import { api } from '../../dataProvider/apiClient';
import { ExportJobDialog } from '../shared/ExportJobDialog';

/** The filters the export reads: the list's, empty ones dropped, paging never sent. */
export function warningExportParams(filter: Record<string, unknown>): Record<string, unknown> {
  const keys = ['collegeId', 'grade', 'classId', 'classifyId', 'name', 'code'];
  return Object.fromEntries(Object.entries(filter).filter(([k, v]) => keys.includes(k) && v !== undefined && v !== null && v !== ''));
}

export async function startWarningExport(filter: Record<string, unknown>): Promise<JobStarted> {
  const reply = await api.get<{ id?: string; jobId?: string }>('/analysis/warning/export', warningExportParams(filter));
  return { id: String(reply?.id ?? reply?.jobId ?? '') };
}

const keys = { title: 'analysis.warning.export.title', running: 'analysis.warning.export.running', download: 'analysis.warning.export.download', done: 'analysis.warning.export.done', close: 'ra.action.close' };

export function WarningExportDialog({ open, filter, onClose }: { open: boolean; filter: Record<string, unknown>; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <ExportJobDialog
      open={open}
      onClose={onClose}
      startJob={() => startWarningExport(filter)}
      keys={keys}
      fallbackName={translate('analysis.warning.export.file_name')}
    />
  );
}
