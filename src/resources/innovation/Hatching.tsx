/**
 * 孵化项目 (/innovate/hatching; issue 20, spec §2): start-ups with their company, stage, leader and
 * mentor, 新增孵化项目 (reviewed), and the 孵化审核 queue. Data: getList('innovationHatchings').
 */
import { DataTable } from 'react-admin';
import type { HatchingRow } from '../../../common/innovation';
import { hatchingAddParams } from '../../../common/schemas/innovation';
import { Label, ReviewedChip } from './cells';
import { useLabelChoices } from './InnovationForm';
import { InnovationQueue } from './Queues';
import { useInnovationOptions } from './queries';
import { RecordList, TabbedPage } from './RecordList';
import { TemplateDownloads } from '../documentTemplates/TemplateDownloads';
import { TemplateKind } from '../../../common/documentTemplates';

const STAGES = [1, 2, 3, 4] as const;

function HatchingTable() {
  const Col = DataTable.Col<HatchingRow>;
  const { data: o } = useInnovationOptions();
  const stages = useLabelChoices('stage', STAGES);
  return (
    <>
    <TemplateDownloads kind={TemplateKind.HATCH} />
    <RecordList<HatchingRow> resource="innovationHatchings" title="innovation.title.hatching"
      form={{ schema: hatchingAddParams, title: 'innovation.action.addHatching', fields: [
        { name: 'name' }, { name: 'company', optional: true }, { name: 'stage', kind: 'select', choices: stages }, { name: 'leaderCode' },
        { name: 'mentorId', kind: 'select', choices: o?.teachers ?? [] }, { name: 'fieldId', kind: 'select', choices: o?.fields ?? [], optional: true },
        { name: 'description', kind: 'multiline' },
      ] }}>
      <Col source="name" label="innovation.fields.name" disableSort />
      <Col source="company" label="innovation.fields.company" disableSort render={(r) => r.company || '-'} />
      <Col source="stage" label="innovation.fields.stage" disableSort render={(r) => <Label prefix="stage" code={r.stage} />} />
      <Col source="leaderName" label="innovation.fields.leaderName" disableSort />
      <Col source="mentorName" label="innovation.fields.mentorId" disableSort />
      <Col source="status" label="innovation.fields.status" disableSort render={(r) => <ReviewedChip status={r.status} labels="hatchingStatus" />} />
    </RecordList>
    </>
  );
}

export default function HatchingPage() {
  return <TabbedPage pages={[{ label: 'innovation.title.hatching', page: <HatchingTable /> }, { label: 'innovation.title.queue_hatching', page: <InnovationQueue stage="hatching" /> }]} />;
}
