/**
 * 院系管理 (spec §2 /usermng/student/college): colleges with campus, parent, major, class and student
 * counts; filters by name and campus; create/edit/delete (deleting one that still has students,
 * sub-colleges or majors is refused with the reason). Data: GET /school/college/list.
 */
import { DataTable, TextInput, useTranslate } from 'react-admin';
import type { CollegeRow } from '../../../common/api';
import { CrudList } from '../shared/CrudList';
import { StructureFilter } from '../shared/StructureFilter';
import { CollegeForm } from './CollegeForm';

const Col = DataTable.Col<CollegeRow>;

const filters = [
  <TextInput key="name" source="name" label="resources.colleges.fields.name" alwaysOn resettable fullWidth={false} />,
  <StructureFilter key="campusId" kind="campus" source="campusId" label="resources.colleges.fields.campusId" alwaysOn />,
];

export default function CollegeList() {
  const translate = useTranslate();
  const none = translate('structure.dialog.none');
  return (
    <CrudList<CollegeRow>
      resource="colleges"
      title="structure.titles.college"
      kind="resources.colleges.name"
      filters={filters}
      deletePath="/school/college/delete"
      form={(p) => <CollegeForm {...p} />}
    >
      <Col source="name" disableSort />
      <Col source="code" disableSort render={(r) => r.code || '-'} />
      <Col source="campusName" disableSort render={(r) => r.campusName || '-'} />
      <Col source="parentName" disableSort render={(r) => r.parentName || none} />
      <Col source="childCount" disableSort align="right" />
      <Col source="majorCount" disableSort align="right" />
      <Col source="classCount" disableSort align="right" />
      <Col source="studentCount" disableSort align="right" />
    </CrudList>
  );
}
