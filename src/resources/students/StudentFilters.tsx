/**
 * The student list's filters: every parameter of spec §7 GET /school/students. Always shown:
 * 校区 → 学院 → 专业 → 班级 (cascading), 年级, 姓名, 学号, 状态 (default 正常); behind "添加筛选":
 * the 学时, 学分/分数 and 诚信值 ranges.
 */
import { useMemo } from 'react';
import { NumberInput, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { readProfile } from '../../layout/shellSession';
import { StructureSelectInput } from './StructureSelectInput';

/** 正常 first: it is the default (spec §7 status default 1). */
const STATUSES = [1, 0, 2, 3, 4, 5, 6];

export function useStudentFilters() {
  const translate = useTranslate();
  const points = readProfile().scoreUnit === '分数';
  return useMemo(() => {
    const select = { alwaysOn: true, emptyText: 'students.filters.all', sx: { minWidth: 140 } };
    const range = (source: string, label: string) => (
      <NumberInput key={source} source={source} label={label} min={0} sx={{ width: 130 }} />
    );
    return [
      <StructureSelectInput key="campusId" kind="campus" source="campusId" label="resources.students.fields.campusId" {...select} />,
      <StructureSelectInput key="collegeId" kind="college" source="collegeId" label="resources.students.fields.collegeId" {...select} sx={{ minWidth: 160 }} />,
      <StructureSelectInput key="majorId" kind="major" source="majorId" label="resources.students.fields.majorId" {...select} sx={{ minWidth: 160 }} />,
      <StructureSelectInput key="classId" kind="class" source="classId" label="resources.students.fields.classId" {...select} sx={{ minWidth: 160 }} />,
      <StructureSelectInput key="grade" kind="grade" source="grade" label="resources.students.fields.grade" {...select} sx={{ minWidth: 110 }} />,
      <TextInput key="name" source="name" label="resources.students.fields.name" placeholder={translate('students.filters.name_placeholder')} alwaysOn resettable fullWidth={false} />,
      <TextInput key="code" source="code" label="resources.students.fields.code" placeholder={translate('students.filters.code_placeholder')} alwaysOn resettable fullWidth={false} />,
      <SelectInput
        key="status"
        source="status"
        label="resources.students.fields.status"
        choices={STATUSES.map((id) => ({ id, name: translate(`students.status.${id}`) }))}
        // Required only so that no empty choice is offered (the server's default is 1); no asterisk.
        validate={required()}
        alwaysOn
        sx={{ minWidth: 110, '& .MuiFormLabel-asterisk': { display: 'none' } }}
      />,
      range('minHours', 'students.filters.minHours'),
      range('maxHours', 'students.filters.maxHours'),
      range('minScore', points ? 'students.filters.minScore_points' : 'students.filters.minScore_credit'),
      range('maxScore', points ? 'students.filters.maxScore_points' : 'students.filters.maxScore_credit'),
      range('minCredit', 'students.filters.minCredit'),
      range('maxCredit', 'students.filters.maxCredit'),
    ];
  }, [translate, points]);
}
