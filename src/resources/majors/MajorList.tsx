/**
 * 专业管理 (spec §2 /usermng/student/major): majors with their college, class and student counts;
 * filters by name and college; create/edit/delete. Data: GET /school/major/list.
 */
import { DataTable, TextInput } from 'react-admin';
import type { MajorRow } from '../../../common/api';
import { CrudList } from '../shared/CrudList';
import { StructureFilter } from '../shared/StructureFilter';
import { MajorForm } from './MajorForm';

const Col = DataTable.Col<MajorRow>;

const filters = [
  <TextInput key="name" source="name" label="resources.majors.fields.name" alwaysOn resettable fullWidth={false} />,
  <StructureFilter key="collegeId" kind="college" source="collegeId" label="resources.majors.fields.collegeId" alwaysOn />,
];

export default function MajorList() {
  return (
    <CrudList<MajorRow>
      resource="majors"
      title="structure.titles.major"
      kind="resources.majors.name"
      filters={filters}
      deletePath="/school/major/delete"
      form={(p) => <MajorForm {...p} />}
    >
      <Col source="name" disableSort />
      <Col source="code" disableSort render={(r) => r.code || '-'} />
      <Col source="collegeName" disableSort />
      <Col source="classCount" disableSort align="right" />
      <Col source="studentCount" disableSort align="right" />
    </CrudList>
  );
}
