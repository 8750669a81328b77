/**
 * 导出: starts POST /school/student/export with the list's current filters, shows the job's progress
 * and then a download button (the file also stays on /usermng/student/export).
 */
import type { JobStarted } from '../../../common/students';
import { api } from '../../dataProvider/apiClient';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';

const keys = { title: 'students.export.title', running: 'students.export.running', download: 'students.export.download', done: 'students.export.done', close: 'students.action.close' };

export function ExportDialog({ open, filter, onClose }: { open: boolean; filter: Record<string, unknown>; onClose: () => void }) {
  return (
    <ExportJobDialog
      open={open}
      onClose={onClose}
      startJob={() => api.post<JobStarted>('/school/student/export', exportFilter(filter))}
      keys={keys}
      fallbackName="students.xlsx"
    />
  );
}
