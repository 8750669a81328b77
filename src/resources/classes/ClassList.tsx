/**
 * 班级管理 (spec §2 /usermng/student/class): classes with grade, college, major, counsellor, head
 * teacher and student count; filters by name, college, major (of the college) and grade;
 * create/edit/delete. Data: GET /school/class/list.
 */
import { DataTable, TextInput } from 'react-admin';
import type { ClassRow } from '../../../common/api';
import { CrudList } from '../shared/CrudList';
import { StructureFilter } from '../shared/StructureFilter';
import { ClassForm } from './ClassForm';

const Col = DataTable.Col<ClassRow>;

const filters = [
  <TextInput key="name" source="name" label="resources.classes.fields.name" alwaysOn resettable fullWidth={false} />,
  <StructureFilter key="collegeId" kind="college" source="collegeId" label="resources.classes.fields.collegeId" alwaysOn />,
  <StructureFilter key="majorId" kind="major" source="majorId" label="resources.classes.fields.majorId" alwaysOn />,
  <StructureFilter key="grade" kind="grade" source="grade" label="resources.classes.fields.grade" alwaysOn />,
];

export default function ClassList() {
  return (
    <CrudList<ClassRow>
      resource="classes"
      title="structure.titles.class"
      kind="resources.classes.name"
      filters={filters}
      deletePath="/school/class/delete"
      form={(p) => <ClassForm {...p} />}
    >
      <Col source="name" disableSort />
      <Col source="grade" disableSort />
      <Col source="collegeName" disableSort />
      <Col source="majorName" disableSort />
      <Col source="counsellor" disableSort render={(r) => r.counsellor || '-'} />
      <Col source="headTeacher" disableSort render={(r) => r.headTeacher || '-'} />
      <Col source="studentCount" disableSort align="right" />
    </CrudList>
  );
}
