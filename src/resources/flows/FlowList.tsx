/**
 * 流程配置 (/system/flow; issue 4 "Review processes", spec §1 topic 6 process configuration): the
 * school's review flow templates with kind, step count and state; 新增流程 and 编辑 open the flow
 * editor, 删除 asks first (the server refuses an enabled flow and says so).
 * Data: dataProvider.getList('flows') → GET /flow/template/list; 删除 is delete('flows') → POST
 * /flow/template/delete {id}.
 */
import { Chip } from '@mui/material';
import { DataTable, SelectInput, TextInput, useTranslate } from 'react-admin';
import { FLOW_KINDS, type FlowTemplateRow } from '../../../common/flows';
import { EmptyState } from '../shared/EmptyState';
import { EditDeleteButtons, EditorListPage } from '../shared/PageList';
import { FlowEditorDialog } from './FlowEditorDialog';
import { builtInName } from '../../i18n/labels';

const Col = DataTable.Col<FlowTemplateRow>;

function FlowTable({ onEdit, onDelete }: { onEdit: (r: FlowTemplateRow) => void; onDelete: (r: FlowTemplateRow) => void }) {
  const translate = useTranslate();
  return (
    <DataTable<FlowTemplateRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
      <Col source="name" disableSort render={(r) => builtInName(translate, r.name, 'builtIn.flows')} />
      <Col source="kind" disableSort render={(r) => translate(`flows.kind.${r.kind}`)} />
      <Col source="stepCount" disableSort align="right" />
      <Col
        source="enabled"
        disableSort
        render={(r) => (
          <Chip size="small" variant="outlined" color={r.enabled ? 'success' : 'default'} label={translate(r.enabled ? 'flows.enabled' : 'flows.disabled')} />
        )}
      />
      <Col source="remarks" disableSort render={(r) => r.remarks || '-'} />
      <Col
        source="actions"
        disableSort
        render={(r) => (
          <EditDeleteButtons texts="flows" onEdit={() => onEdit(r)} onDelete={() => onDelete(r)} />
        )}
      />
    </DataTable>
  );
}

export default function FlowList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="name" source="name" label="resources.flows.fields.name" placeholder={translate('flows.filters.name_placeholder')} alwaysOn resettable fullWidth={false} />,
    <SelectInput
      key="kind" source="kind" label="resources.flows.fields.kind" alwaysOn emptyText="flows.filters.all_kinds"
      choices={FLOW_KINDS.map((k) => ({ id: k, name: `flows.kind.${k}` }))}
    />,
  ];
  return (
    <EditorListPage<FlowTemplateRow>
      resource="flows"
      texts="flows"
      filters={filters}
      table={(on) => <FlowTable {...on} />}
      editor={({ id, ...props }) => <FlowEditorDialog flowId={id} {...props} />}
    />
  );
}
