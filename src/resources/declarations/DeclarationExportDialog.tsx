/**
 * 导出 of the declaration list: starts the export job (GET /project/apply/export with the list's
 * filters → {id}), follows it, then offers the xlsx (shared ExportJobDialog).
 */
import type { JobStarted } from '../../../common/jobs';
import { api } from '../../dataProvider/apiClient';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';

/** Starts the export with the non-empty filters; the reply is {id} (or {jobId}). */
export async function startDeclarationExport(filter: Record<string, unknown>): Promise<JobStarted> {
  const reply = await api.get<{ id?: string; jobId?: string }>('/project/apply/export', exportFilter(filter));
  return { id: String(reply?.id ?? reply?.jobId ?? '') };
}

const keys = { title: 'declarations.export.title', running: 'declarations.export.running', download: 'declarations.export.download', done: 'declarations.export.done', close: 'ra.action.close' };

export function DeclarationExportDialog({ open, filter, onClose }: { open: boolean; filter: Record<string, unknown>; onClose: () => void }) {
  return <ExportJobDialog open={open} onClose={onClose} startJob={() => startDeclarationExport(filter)} keys={keys} fallbackName="申报列表.xlsx" />;
}
