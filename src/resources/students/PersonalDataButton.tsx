/**
 * 显示完整信息 on the student page (issue 14 defect 8): for holders of 查看完整个人信息, asks first
 * (saying that the view is recorded), then loads the student's ID number and mobile in full through
 * dataProvider.getStudentPersonalData; 隐藏完整信息 goes back to the masked values. The asking and
 * showing is shared with the staff list (shared/RevealPersonalData).
 */
import { useDataProvider } from 'react-admin';
import type { StudentPersonalData } from '../../../common/personalData';
import type { StudentDataProvider } from '../../dataProvider/students';
import { RevealPersonalData, type RevealTexts } from '../shared/RevealPersonalData';

const TEXTS: RevealTexts = {
  reveal: 'students.personal.reveal',
  hide: 'students.personal.hide',
  confirmTitle: 'students.personal.confirm_title',
  confirm: 'students.personal.confirm',
  confirmButton: 'students.action.confirm',
  cancelButton: 'students.action.cancel',
};

export interface PersonalDataButtonProps {
  studentId: number;
  /** The full values while shown, else null. */
  revealed: StudentPersonalData | null;
  onChange: (values: StudentPersonalData | null) => void;
}

export function PersonalDataButton({ studentId, revealed, onChange }: PersonalDataButtonProps) {
  const dataProvider = useDataProvider<StudentDataProvider>();
  return <RevealPersonalData load={() => dataProvider.getStudentPersonalData(studentId)} revealed={revealed} onChange={onChange} texts={TEXTS} />;
}
