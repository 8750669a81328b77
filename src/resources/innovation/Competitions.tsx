/**
 * 学科竞赛 (/innovate/competition; issue 20, spec §2): competitions with their level, organiser,
 * undertaking organisation and counts (新增 / 编辑); results with their award, the award's hours and
 * what the ledger granted (录入成绩: counted once per student and competition, at the highest
 * award); and the 成绩审核 queue. Data: getList('innovationCompetitions' | 'innovationResults').
 */
import { DataTable } from 'react-admin';
import { AWARD_LEVELS, INNOVATION_LEVELS, type CompetitionRow, type ResultRow } from '../../../common/innovation';
import { competitionSaveParams, resultAddParams } from '../../../common/schemas/innovation';
import { Label, ReviewedChip } from './cells';
import { useLabelChoices } from './InnovationForm';
import { InnovationQueue } from './Queues';
import { useInnovationOptions } from './queries';
import { RecordList, TabbedPage } from './RecordList';

function CompetitionTable() {
  const Col = DataTable.Col<CompetitionRow>;
  const { data: o } = useInnovationOptions();
  const levels = useLabelChoices('level', INNOVATION_LEVELS);
  return (
    <RecordList<CompetitionRow> resource="innovationCompetitions" title="innovation.title.competition" editable
      form={{ schema: competitionSaveParams, title: 'innovation.action.addCompetition', fields: [
        { name: 'name' }, { name: 'level', kind: 'select', choices: levels }, { name: 'organizer' },
        { name: 'undertakerId', kind: 'select', choices: o?.undertakers ?? [], optional: true }, { name: 'fieldId', kind: 'select', choices: o?.fields ?? [], optional: true },
        { name: 'classifyId', kind: 'select', choices: o?.classifies ?? [] }, { name: 'startDate', kind: 'date' }, { name: 'endDate', kind: 'date' },
        { name: 'description', kind: 'multiline', optional: true },
      ], toValues: (r) => ({ name: r.name, level: r.level, organizer: r.organizer, undertakerId: r.undertakerId, fieldId: r.fieldId, classifyId: r.classifyId, startDate: r.startDate, endDate: r.endDate, description: r.description }) }}>
      <Col source="name" label="innovation.fields.competitionName" disableSort />
      <Col source="level" label="innovation.fields.level" disableSort render={(r) => <Label prefix="level" code={r.level} />} />
      <Col source="organizer" label="innovation.fields.organizer" disableSort />
      <Col source="undertakerName" label="innovation.fields.undertakerId" disableSort render={(r) => r.undertakerName ?? '-'} />
      <Col source="startDate" label="innovation.fields.dates" disableSort render={(r) => `${r.startDate} ~ ${r.endDate}`} />
      <Col source="teamCount" label="innovation.fields.teamCount" disableSort align="right" />
      <Col source="resultCount" label="innovation.fields.resultCount" disableSort align="right" />
    </RecordList>
  );
}

function ResultTable() {
  const Col = DataTable.Col<ResultRow>;
  const { data: o } = useInnovationOptions();
  const awards = useLabelChoices('award', AWARD_LEVELS);
  return (
    <RecordList<ResultRow> resource="innovationResults" title="innovation.title.results"
      form={{ schema: resultAddParams, title: 'innovation.action.addResult', fields: [
        { name: 'competitionId', kind: 'select', choices: o?.competitions ?? [] }, { name: 'studentCode' }, { name: 'awardLevel', kind: 'select', choices: awards },
      ] }}>
      <Col source="competitionName" label="innovation.fields.competitionName" disableSort />
      <Col source="studentName" label="innovation.fields.personName" disableSort />
      <Col source="studentCode" label="innovation.fields.code" disableSort />
      <Col source="awardLevel" label="innovation.fields.awardLevel" disableSort render={(r) => <Label prefix="award" code={r.awardLevel} />} />
      <Col source="hours" label="innovation.fields.awardHours" disableSort align="right" />
      <Col source="grantedHours" label="innovation.fields.grantedHours" disableSort align="right" render={(r) => r.grantedHours ?? '-'} />
      <Col source="status" label="innovation.fields.status" disableSort render={(r) => <ReviewedChip status={r.status} labels="resultStatus" />} />
    </RecordList>
  );
}

export default function CompetitionPage() {
  return (
    <TabbedPage pages={[
      { label: 'innovation.title.competition', page: <CompetitionTable /> },
      { label: 'innovation.title.results', page: <ResultTable /> },
      { label: 'innovation.title.queue_result', page: <InnovationQueue stage="result" /> },
    ]} />
  );
}
