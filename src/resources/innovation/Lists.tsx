/**
 * The plain lists of 创新创业 (issue 20; spec §2): 项目成员 (/innovate/creation/member), 指导教师
 * (/innovate/creation/teacher), 竞赛团队 (/innovate/creation/team, with 团队报名), 指导记录
 * (/innovate/guidance), 领域管理 (/innovate/field), 承办单位 (/innovate/undertake) and 奖励管理
 * (/innovate/bonus). Data: getList of the innovation resources (src/dataProvider/innovation.ts).
 */
import { DataTable } from 'react-admin';
import type { BonusRow, DictRow, GuidanceRow, MemberRow, TeamRow } from '../../../common/innovation';
import { bonusSaveParams, dictSaveParams, teamAddParams } from '../../../common/schemas/innovation';
import { Label } from './cells';
import { detailsPath } from './paths';
import { useInnovationOptions } from './queries';
import { RecordList } from './RecordList';

/** 项目成员 or 指导教师: people of projects; a row opens its project. */
export function MemberList({ teachers = false }: { teachers?: boolean }) {
  const Col = DataTable.Col<MemberRow>;
  return (
    <RecordList<MemberRow> resource={teachers ? 'innovationTeachers' : 'innovationMembers'} title={teachers ? 'innovation.title.teachers' : 'innovation.title.members'} rowClick={(r) => detailsPath(r.projectId)}>
      <Col source="name" label="innovation.fields.personName" disableSort />
      {teachers ? null : <Col source="code" label="innovation.fields.code" disableSort />}
      {teachers ? null : <Col source="roleName" label="innovation.fields.role" disableSort render={(r) => <Label prefix="role" code={r.role} />} />}
      <Col source="projectName" label="innovation.fields.projectName" disableSort />
      <Col source="projectStatusName" label="innovation.fields.status" disableSort render={(r) => <Label prefix="status" code={r.projectStatus} />} />
      {teachers ? null : <Col source="collegeName" label="innovation.fields.collegeName" disableSort />}
      {teachers ? null : <Col source="grantedHours" label="innovation.fields.grantedHours" disableSort align="right" render={(r) => r.grantedHours ?? '-'} />}
    </RecordList>
  );
}

export function TeamList() {
  const Col = DataTable.Col<TeamRow>;
  const { data: options } = useInnovationOptions();
  return (
    <RecordList<TeamRow> resource="innovationTeams" title="innovation.title.teams"
      form={{ schema: teamAddParams, title: 'innovation.action.addTeam', fields: [
        { name: 'competitionId', kind: 'select', choices: options?.competitions ?? [] }, { name: 'name' }, { name: 'leaderCode' },
        { name: 'memberCodes', optional: true }, { name: 'teacherId', kind: 'select', choices: options?.teachers ?? [], optional: true },
      ] }}>
      <Col source="name" label="innovation.fields.teamName" disableSort />
      <Col source="competitionName" label="innovation.fields.competitionName" disableSort />
      <Col source="leaderName" label="innovation.fields.leaderName" disableSort />
      <Col source="memberNames" label="innovation.fields.memberNames" disableSort />
      <Col source="teacherName" label="innovation.fields.teacherNames" disableSort render={(r) => r.teacherName ?? '-'} />
      <Col source="createTime" label="innovation.fields.createTime" disableSort />
    </RecordList>
  );
}

export function GuidanceList() {
  const Col = DataTable.Col<GuidanceRow>;
  return (
    <RecordList<GuidanceRow> resource="innovationGuidance" title="innovation.title.guidance" rowClick={(r) => (r.kind === 'project' ? detailsPath(r.subjectId) : false)}>
      <Col source="teacherName" label="innovation.fields.teacherName" disableSort />
      <Col source="kind" label="innovation.fields.kind" disableSort render={(r) => <Label prefix="kind" code={r.kind} />} />
      <Col source="subjectName" label="innovation.fields.subjectName" disableSort />
      <Col source="status" label="innovation.fields.status" disableSort render={(r) => (r.statusCode === null ? r.status || '-' : <Label prefix={r.kind === 'hatching' ? 'hatchingStatus' : 'status'} code={r.statusCode} />)} />
    </RecordList>
  );
}

/** 领域管理 or 承办单位: names with their contact and how many records use each; a used one cannot be deleted. */
export function DictList({ kind }: { kind: 'field' | 'undertaker' }) {
  const Col = DataTable.Col<DictRow>;
  return (
    <RecordList<DictRow> resource={kind === 'field' ? 'innovationFields' : 'innovationUndertakers'} title={`innovation.title.${kind}`} editable nameOf={(r) => r.name}
      form={{ schema: dictSaveParams, title: 'innovation.action.create', fields: [{ name: 'name' }, { name: 'contact', optional: true }], toValues: (r) => ({ name: r.name, contact: r.contact }) }}>
      <Col source="name" label="innovation.fields.dictName" disableSort />
      <Col source="contact" label="innovation.fields.contact" disableSort render={(r) => r.contact || '-'} />
      <Col source="useCount" label="innovation.fields.useCount" disableSort align="right" />
    </RecordList>
  );
}

export function BonusList() {
  const Col = DataTable.Col<BonusRow>;
  return (
    <RecordList<BonusRow> resource="innovationBonuses" title="innovation.title.bonus" editable nameOf={(r) => `${r.studentName} ${r.title}`}
      form={{ schema: bonusSaveParams, title: 'innovation.action.addBonus', fields: [{ name: 'studentCode' }, { name: 'title' }, { name: 'amount' }, { name: 'awardedOn', kind: 'date' }, { name: 'reason', kind: 'multiline', optional: true }],
        toValues: (r) => ({ studentCode: r.studentCode, title: r.title, amount: r.amount, awardedOn: r.awardedOn, reason: r.reason }) }}>
      <Col source="studentName" label="innovation.fields.personName" disableSort />
      <Col source="studentCode" label="innovation.fields.code" disableSort />
      <Col source="title" label="innovation.fields.title" disableSort />
      <Col source="amount" label="innovation.fields.amount" disableSort align="right" />
      <Col source="reason" label="innovation.fields.reason" disableSort render={(r) => r.reason || '-'} />
      <Col source="awardedOn" label="innovation.fields.awardedOn" disableSort />
    </RecordList>
  );
}
