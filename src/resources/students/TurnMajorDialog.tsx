/**
 * 转专业 (spec §2 /usermng/turnMajor): choose the new college, major and class (cascading, classes of
 * the student's grade first) and give a reason; POST /school/student/turnMajor records the change.
 */
import { Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Form, SaveButton, TextInput, Toolbar, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import type { StudentDetail } from '../../../common/students';
import type { StudentDataProvider } from '../../dataProvider/students';
import { StructureSelectInput } from './StructureSelectInput';
import { notifyError } from '../../dataProvider/notify';

export interface TurnMajorValues {
  collegeId?: number | string;
  majorId?: number | string;
  classId?: number | string;
  grade?: string;
  reason?: string;
}

/** Errors as i18n keys (empty when the form can be sent). */
export function validateTurnMajor(v: TurnMajorValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of ['collegeId', 'majorId', 'classId'] as const) if (!v[f]) errors[f] = `students.validation.${f}`;
  if (!v.reason || !String(v.reason).trim()) errors.reason = 'students.validation.reason';
  return errors;
}

export function TurnMajorDialog({ student, onClose, onDone }: { student: StudentDetail | null; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<StudentDataProvider>();
  if (!student) return null;
  const submit = async (values: TurnMajorValues) => {
    try {
      await dataProvider.turnStudentMajor({
        id: student.id, collegeId: values.collegeId, majorId: values.majorId, classId: values.classId, reason: values.reason,
      });
      notify('students.turnMajor.done', { type: 'success' });
      onDone();
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>
        {translate('students.turnMajor.title')} · {student.name}（{student.code}）
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('students.turnMajor.current', { college: student.collegeName, major: student.majorName, className: student.className })}
        </Typography>
        <Form defaultValues={{ grade: student.grade, collegeId: '', majorId: '', classId: '', reason: '' }} validate={validateTurnMajor} onSubmit={submit}>
          <StructureSelectInput kind="college" source="collegeId" label="resources.students.fields.collegeId" fullWidth validate={required()} />
          <StructureSelectInput kind="major" source="majorId" label="resources.students.fields.majorId" fullWidth validate={required()} />
          <StructureSelectInput kind="grade" source="grade" label="resources.students.fields.grade" fullWidth />
          <StructureSelectInput kind="class" source="classId" label="resources.students.fields.classId" fullWidth validate={required()} />
          <TextInput source="reason" label="students.turnMajor.reason" multiline minRows={2} fullWidth validate={required()} />
          <Toolbar sx={{ justifyContent: 'flex-end', gap: 1, bgcolor: 'transparent', px: 0 }}>
            <Button onClick={onClose}>{translate('students.action.cancel')}</Button>
            <SaveButton label="students.action.confirm" alwaysEnable />
          </Toolbar>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
