/**
 * 校区管理 (spec §2 /usermng/student/campus): the school's campuses with their college and student
 * counts, filter by name, create/edit/delete. Data: GET /school/campus/list.
 */
import { DataTable, TextInput } from 'react-admin';
import type { CampusRow } from '../../../common/api';
import { CrudList } from '../shared/CrudList';
import { CampusForm } from './CampusForm';

const Col = DataTable.Col<CampusRow>;

const filters = [
  <TextInput key="name" source="name" label="resources.campuses.fields.name" alwaysOn resettable fullWidth={false} />,
];

export default function CampusList() {
  return (
    <CrudList<CampusRow>
      resource="campuses"
      title="structure.titles.campus"
      kind="resources.campuses.name"
      filters={filters}
      deletePath="/school/campus/delete"
      form={(p) => <CampusForm {...p} />}
    >
      <Col source="name" disableSort />
      <Col source="orderId" disableSort />
      <Col source="collegeCount" disableSort align="right" />
      <Col source="studentCount" disableSort align="right" />
    </CrudList>
  );
}
