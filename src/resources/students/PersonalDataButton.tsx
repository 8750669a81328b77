/**
 * 显示完整信息 on the student page (issue 14 defect 8): for holders of 查看完整个人信息, asks first
 * (saying that the view is recorded), then loads the student's ID number and mobile in full through
 * dataProvider.getStudentPersonalData; 隐藏完整信息 goes back to the masked values.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { PERSONAL_DATA_PERMISSION, type StudentPersonalData } from '../../../common/personalData';
import { useCan } from '../../authProvider/permissions';
import type { StudentDataProvider } from '../../dataProvider/students';

export interface PersonalDataButtonProps {
  studentId: number;
  /** The full values while shown, else null. */
  revealed: StudentPersonalData | null;
  onChange: (values: StudentPersonalData | null) => void;
}

export function PersonalDataButton({ studentId, revealed, onChange }: PersonalDataButtonProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<StudentDataProvider>();
  const can = useCan(PERSONAL_DATA_PERMISSION);
  const [asking, setAsking] = useState(false);
  const [loading, setLoading] = useState(false);
  if (!can) return null;
  if (revealed)
    return (
      <Button size="small" variant="outlined" startIcon={<VisibilityOffIcon />} onClick={() => onChange(null)}>
        {translate('students.personal.hide')}
      </Button>
    );
  const reveal = async () => {
    setLoading(true);
    try {
      onChange(await dataProvider.getStudentPersonalData(studentId));
      setAsking(false);
    } catch {
      // The client has shown the server's refusal.
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<VisibilityIcon />} onClick={() => setAsking(true)}>
        {translate('students.personal.reveal')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={loading}
        title="students.personal.confirm_title"
        content="students.personal.confirm"
        confirm="students.action.confirm"
        cancel="students.action.cancel"
        onConfirm={() => void reveal()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
