/**
 * 导出 of the activity list: starts the export job (startActivityExport, GET /activity/export with
 * the list's filters → {jobId}), follows it, then offers the xlsx (shared ExportJobDialog).
 */
import { useDataProvider } from 'react-admin';
import type { ActivityDataProvider } from '../../dataProvider/activities';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';

const keys = { title: 'activities.export.title', running: 'activities.export.running', download: 'activities.export.download', done: 'activities.export.done', close: 'activities.action.close' };

export function ActivityExportDialog({ open, filter, onClose }: { open: boolean; filter: Record<string, unknown>; onClose: () => void }) {
  const dataProvider = useDataProvider<ActivityDataProvider>();
  return <ExportJobDialog open={open} onClose={onClose} startJob={() => dataProvider.startActivityExport(exportFilter(filter))} keys={keys} fallbackName="activities.xlsx" />;
}
