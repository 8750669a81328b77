/**
 * 导出 of the 学时预警名单: starts the export job (startAnalysisWarningExport → GET
 * /analysis/warning/export with the list's
 * current filters → {id}), follows it with useJob / JobProgress, then offers the xlsx
 * (GET /jobs/download {id}; the server names it 学时预警-<time>.xlsx).
 */
import { useDataProvider, useTranslate } from 'react-admin';
import type { OrganizationDataProvider } from '../../dataProvider/organizations';
import { ExportJobDialog } from '../shared/ExportJobDialog';

/** The filters the export reads: the list's, empty ones dropped, paging never sent. */
export function warningExportParams(filter: Record<string, unknown>): Record<string, unknown> {
  const keys = ['collegeId', 'grade', 'classId', 'classifyId', 'name', 'code'];
  return Object.fromEntries(Object.entries(filter).filter(([k, v]) => keys.includes(k) && v !== undefined && v !== null && v !== ''));
}

const keys = { title: 'analysis.warning.export.title', running: 'analysis.warning.export.running', download: 'analysis.warning.export.download', done: 'analysis.warning.export.done', close: 'ra.action.close' };

export function WarningExportDialog({ open, filter, onClose }: { open: boolean; filter: Record<string, unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OrganizationDataProvider>();
  return (
    <ExportJobDialog
      open={open}
      onClose={onClose}
      startJob={() => dataProvider.startAnalysisWarningExport(warningExportParams(filter))}
      keys={keys}
      fallbackName={translate('analysis.warning.export.file_name')}
    />
  );
}
