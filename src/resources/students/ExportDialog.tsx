/**
 * 导出: starts POST /school/student/export with the list's current filters, shows the job's progress
 * and then a download button (the file also stays on /usermng/student/export). ID numbers and
 * mobiles are exported masked; holders of 查看完整个人信息 first choose whether to export them in
 * full (recorded by the server, issue 14 defect 8).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel } from '@mui/material';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { PERSONAL_DATA_PERMISSION } from '../../../common/personalData';
import { hasPermission, type PermissionsLike } from '../../authProvider/permissions';
import type { StudentDataProvider } from '../../dataProvider/students';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';

const keys = { title: 'students.export.title', running: 'students.export.running', download: 'students.export.download', done: 'students.export.done', close: 'students.action.close' };

/** The choice offered to holders of the permission before the export starts. */
function FullChoice({ open, onStart, onClose }: { open: boolean; onStart: (full: boolean) => void; onClose: () => void }) {
  const translate = useTranslate();
  const [full, setFull] = useState(false);
  useEffect(() => {
    if (open) setFull(false);
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate(keys.title)}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 1 }}>{translate('students.personal.export_hint')}</Alert>
        <FormControlLabel control={<Checkbox checked={full} onChange={(e) => setFull(e.target.checked)} />} label={translate('students.personal.export_full')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('students.action.cancel')}</Button>
        <Button variant="contained" onClick={() => onStart(full)}>{translate('students.personal.export_start')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function ExportDialog({ open, filter, onClose }: { open: boolean; filter: Record<string, unknown>; onClose: () => void }) {
  const dataProvider = useDataProvider<StudentDataProvider>();
  // Nothing starts while the permissions load: a holder must be asked before anything is exported.
  const { permissions, isPending } = usePermissions<PermissionsLike>();
  const canFull = hasPermission(permissions, PERSONAL_DATA_PERMISSION);
  // null: not chosen yet (holders are asked first; others export masked at once).
  const [full, setFull] = useState<boolean | null>(null);
  useEffect(() => {
    if (!open) setFull(null);
  }, [open]);
  const chosen = isPending ? null : canFull ? full : false;
  return (
    <>
      <FullChoice open={open && !isPending && chosen === null} onStart={setFull} onClose={onClose} />
      <ExportJobDialog
        open={open && chosen !== null}
        onClose={onClose}
        startJob={() => dataProvider.startStudentExport(exportFilter(filter), chosen === true)}
        keys={keys}
        fallbackName="students.xlsx"
      />
    </>
  );
}
