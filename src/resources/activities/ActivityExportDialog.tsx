/**
 * 导出 of the activity list: starts the export job (GET /activity/export with the list's filters →
 * {jobId}), follows it, then offers the xlsx (shared ExportJobDialog).
 */
import type { JobStarted } from '../../../common/jobs';
import { api } from '../../dataProvider/apiClient';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';

/** Starts the export; the reply is {jobId} (or {id}, like the student export). */
export async function startActivityExport(filter: Record<string, unknown>): Promise<JobStarted> {
  const reply = await api.get<{ id?: string; jobId?: string }>('/activity/export', exportFilter(filter));
  return { id: String(reply?.jobId ?? reply?.id ?? '') };
}

const keys = { title: 'activities.export.title', running: 'activities.export.running', download: 'activities.export.download', done: 'activities.export.done', close: 'activities.action.close' };

export function ActivityExportDialog({ open, filter, onClose }: { open: boolean; filter: Record<string, unknown>; onClose: () => void }) {
  return <ExportJobDialog open={open} onClose={onClose} startJob={() => startActivityExport(filter)} keys={keys} fallbackName="activities.xlsx" />;
}
