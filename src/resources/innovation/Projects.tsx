/**
 * 创新项目 (/innovation/list; issue 20, spec §2): every 大创 project of the school with 新建项目 (the
 * administrator names the leader by 学号) and a row opening its details; the 学生档案 tab lists each
 * student's innovation record (projects, results, start-ups, bonuses and innovation hours).
 * Data: getList('innovationProjects' | 'innovationStudents'); create → POST /innovation/project/add.
 */
import { DataTable } from 'react-admin';
import { INNOVATION_LEVELS, type InnovationProjectRow, type StudentRecordRow } from '../../../common/innovation';
import { projectAddParams } from '../../../common/schemas/innovation';
import { Label, ProjectStatusChip } from './cells';
import { useLabelChoices, type FieldSpec } from './InnovationForm';
import { detailsPath } from './paths';
import { useInnovationOptions } from './queries';
import { RecordList, TabbedPage } from './RecordList';

const TYPES = [1, 2, 3] as const;

/** The fields of the project form (the leader's number only for staff). */
export function useProjectFields(staff: boolean): FieldSpec[] {
  const { data: o } = useInnovationOptions();
  const levels = useLabelChoices('level', INNOVATION_LEVELS);
  const types = useLabelChoices('type', TYPES);
  return [
    { name: 'name' }, { name: 'level', kind: 'select', choices: levels }, { name: 'type', kind: 'select', choices: types },
    { name: 'fieldId', kind: 'select', choices: o?.fields ?? [], optional: true }, { name: 'classifyId', kind: 'select', choices: o?.classifies ?? [] },
    ...(staff ? [{ name: 'leaderCode' }] : []), { name: 'memberCodes', optional: true }, { name: 'teacherIds', kind: 'multiselect', choices: o?.teachers ?? [] },
    { name: 'startDate', kind: 'date' }, { name: 'endDate', kind: 'date' }, { name: 'budget' }, { name: 'plan', kind: 'multiline' },
  ] as FieldSpec[];
}

export function ProjectTable() {
  const Col = DataTable.Col<InnovationProjectRow>;
  return (
    <RecordList<InnovationProjectRow> resource="innovationProjects" title="innovation.title.list" rowClick={(r) => detailsPath(r.id)}
      form={{ schema: projectAddParams, title: 'innovation.action.createProject', fields: useProjectFields(true), defaults: { budget: '0' } }}>
      <Col source="name" label="innovation.fields.name" disableSort />
      <Col source="level" label="innovation.fields.level" disableSort render={(r) => <Label prefix="level" code={r.level} />} />
      <Col source="type" label="innovation.fields.type" disableSort render={(r) => <Label prefix="type" code={r.type} />} />
      <Col source="fieldName" label="innovation.fields.fieldId" disableSort render={(r) => r.fieldName ?? '-'} />
      <Col source="leaderName" label="innovation.fields.leaderName" disableSort />
      <Col source="teacherNames" label="innovation.fields.teacherNames" disableSort />
      <Col source="memberCount" label="innovation.fields.memberCount" disableSort align="right" />
      <Col source="status" label="innovation.fields.status" disableSort render={(r) => <ProjectStatusChip status={r.status} />} />
    </RecordList>
  );
}

export function StudentRecords() {
  const Col = DataTable.Col<StudentRecordRow>;
  return (
    <RecordList<StudentRecordRow> resource="innovationStudents" title="innovation.title.students">
      <Col source="name" label="innovation.fields.personName" disableSort />
      <Col source="code" label="innovation.fields.code" disableSort />
      <Col source="collegeName" label="innovation.fields.collegeName" disableSort render={(r) => r.collegeName ?? '-'} />
      <Col source="projectCount" label="innovation.fields.projectCount" disableSort align="right" />
      <Col source="resultCount" label="innovation.fields.resultCount" disableSort align="right" />
      <Col source="hatchingCount" label="innovation.fields.hatchingCount" disableSort align="right" />
      <Col source="bonusCount" label="innovation.fields.bonusCount" disableSort align="right" />
      <Col source="hours" label="innovation.fields.hours" disableSort align="right" />
    </RecordList>
  );
}

export default function ProjectsPage() {
  return <TabbedPage pages={[{ label: 'innovation.title.list', page: <ProjectTable /> }, { label: 'innovation.title.students', page: <StudentRecords /> }]} />;
}
