/**
 * 阵地申请 (/system/field/apply; issue 21, spec §2 /system/field/apply): the applications of the
 * caller's scope — field, organisation, college, days, purpose, status, applied at — with filters
 * 状态, 阵地, 用途/组织/阵地 and 只看待我审核; 申请使用 opens the apply form (also from a field's
 * details: ?fieldId=). A row opens the application beside its decision.
 * Data: getList('fieldApplications') → GET /system/field/apply/list; applyField.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { BooleanInput, DataTable, List, SelectInput, TextInput, TopToolbar, useGetList, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FIELD_APPLY_STATUSES, fieldApplyShowPath, type FieldApplyRow, type FieldRow } from '../../../common/fields';
import { EmptyState } from '../shared/EmptyState';
import { FitBox } from '../shared/FitTable';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE, LIST_SX } from '../shared/paging';
import { ApplyDialog } from './ApplyDialog';
import { ApplyStatusChip } from './chips';

const Col = DataTable.Col<FieldApplyRow>;

function useFilters() {
  const translate = useTranslate();
  const { data: fields } = useGetList<FieldRow>('publicityFields', { pagination: { page: 1, perPage: 40 } });
  return [
    <SelectInput key="status" source="status" label="resources.fieldApplications.fields.status" choices={FIELD_APPLY_STATUSES.map((s) => ({ id: s, name: `fields.status.${s}` }))} emptyText="fields.filters.all_status" alwaysOn />,
    <SelectInput key="fieldId" source="fieldId" label="resources.fieldApplications.fields.fieldId" choices={(fields ?? []).map((f) => ({ id: f.id, name: f.name }))} translateChoice={false} emptyText="fields.filters.all_fields" alwaysOn />,
    <TextInput key="name" source="name" label="fields.filters.keyword" placeholder={translate('fields.filters.keyword')} alwaysOn resettable />,
    <BooleanInput key="mine" source="mine" label="fields.filters.mine" alwaysOn parse={(v: boolean) => (v ? 1 : undefined)} format={(v: unknown) => v === 1 || v === '1'} />,
  ];
}

export default function ApplyList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const preset = Number(params.get('fieldId')) || undefined;
  const [open, setOpen] = useState(preset !== undefined);
  const close = () => {
    setOpen(false);
    if (preset) setParams({}, { replace: true });
  };
  return (
    <>
      <List resource="fieldApplications" title="fields.title.apply" filters={useFilters()} perPage={DEFAULT_PAGE_SIZE} pagination={<ListPagination />} empty={false} exporter={false} sx={LIST_SX}
        actions={<TopToolbar><Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>{translate('fields.action.apply')}</Button></TopToolbar>}>
        <FitBox>
          <DataTable<FieldApplyRow> bulkActionButtons={false} rowClick={(id) => fieldApplyShowPath(Number(id))} empty={<EmptyState message="fields.empty.applications" />}>
            <Col source="fieldName" disableSort render={(r) => (
              <Box sx={{ minWidth: 120 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, color: 'primary.main' }}>{r.fieldName}</Typography>
                <Typography variant="caption" color="text.secondary">{r.kindName}</Typography>
              </Box>
            )} />
            <Col source="organizationName" disableSort render={(r) => <Box sx={{ minWidth: 100 }}>{r.organizationName}</Box>} />
            <Col source="period" disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{r.startDate} ~ {r.endDate.slice(5)}</Box>} />
            <Col source="purpose" disableSort render={(r) => <Box sx={{ minWidth: 140, maxWidth: 260 }}>{r.purpose}</Box>} />
            <Col source="applicantName" disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{r.applicantName}</Box>} />
            <Col source="status" disableSort render={(r) => <ApplyStatusChip status={r.status} />} />
            <Col source="createTime" disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{r.createTime.slice(0, 16)}</Box>} />
          </DataTable>
        </FitBox>
      </List>
      <ApplyDialog open={open} fieldId={preset} onClose={close} onApplied={(id) => { close(); navigate(fieldApplyShowPath(id)); }} />
    </>
  );
}
