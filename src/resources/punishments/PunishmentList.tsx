/**
 * 处分管理 (/communist/punishment/list) and 处分撤销 (/communist/punishment/cancel), issue 21; spec §2.
 * The list: students' punishments with filters (name or number, level, status), 新增处分, and per
 * row 编辑 / 查看. The cancellation page: tabs 可撤销 (in force, each with 撤销 asking for the reason)
 * and 已撤销 (with the reason, who and when). Data: getList('punishments') → GET /punishment/list.
 */
import { useState } from 'react';
import { Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { DataTable, SelectInput, TextInput, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PUNISHMENT_LEVELS, type PunishmentRow } from '../../../common/punishments';
import { EmptyState } from '../shared/EmptyState';
import { CreateAction, PageList } from '../shared/PageList';
import { CancelDialog } from './CancelDialog';
import { detailPath, editPath, LevelChip, StatusChip } from './cells';

function useFilters(withStatus: boolean) {
  const translate = useTranslate();
  const levels = PUNISHMENT_LEVELS.map((id) => ({ id, name: translate(`punishments.level.${id}`) }));
  return [
    <TextInput key="name" source="name" label="punishments.fields.search" placeholder={translate('punishments.fields.search_placeholder')} alwaysOn resettable fullWidth={false} />,
    <SelectInput key="level" source="level" label="punishments.fields.level" choices={levels} alwaysOn translateChoice={false} emptyText="punishments.all" />,
    ...(withStatus ? [<SelectInput key="status" source="status" label="punishments.fields.status" choices={[1, 2].map((id) => ({ id, name: translate(`punishments.status.${id}`) }))} alwaysOn translateChoice={false} emptyText="punishments.all" />] : []),
  ];
}

function Columns({ cancelled }: { cancelled?: boolean }) {
  const Col = DataTable.Col<PunishmentRow>;
  return [
    <Col key="name" source="name" label="punishments.fields.name" disableSort />,
    <Col key="code" source="code" label="punishments.fields.code" disableSort />,
    <Col key="college" source="collegeName" label="punishments.fields.college" disableSort />,
    <Col key="level" source="level" label="punishments.fields.level" disableSort render={(r) => <LevelChip level={r.level} />} />,
    <Col key="doc" source="documentNo" label="punishments.fields.documentNo" disableSort />,
    <Col key="day" source="punishedOn" label="punishments.fields.punishedOn" disableSort />,
    <Col key="deducted" source="deducted" label="punishments.fields.deducted" disableSort align="right" render={(r) => `-${r.deducted}`} />,
    cancelled
      ? <Col key="cr" source="cancelReason" label="punishments.fields.cancelReason" disableSort />
      : <Col key="status" source="status" label="punishments.fields.status" disableSort render={(r) => <StatusChip status={r.status} />} />,
    ...(cancelled ? [<Col key="ca" source="cancelledAt" label="punishments.fields.cancelledAt" disableSort render={(r) => `${r.cancelledAt ?? ''} ${r.cancelledByName}`} />] : []),
  ];
}

/** /communist/punishment/list. */
export function PunishmentList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const Col = DataTable.Col<PunishmentRow>;
  return (
    <PageList resource="punishments" title="punishments.title.list" empty={false} filters={useFilters(true)}
      actions={<CreateAction label="punishments.action.create" onClick={() => navigate(editPath())} />}>
      <DataTable<PunishmentRow> bulkActionButtons={false} rowClick={(_id, _res, r) => detailPath((r as PunishmentRow).id)} empty={<EmptyState />}>
        {Columns({})}
        <Col source="actions" label="punishments.fields.actions" disableSort align="right" render={(r) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
            {r.status === 1 ? <Button size="small" onClick={() => navigate(editPath(r.id))}>{translate('punishments.action.edit')}</Button> : null}
            <Button size="small" onClick={() => navigate(detailPath(r.id))}>{translate('punishments.action.view')}</Button>
          </Stack>
        )} />
      </DataTable>
    </PageList>
  );
}

/** /communist/punishment/cancel: 可撤销 | 已撤销. */
export function CancelPage() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [tab, setTab] = useState(0);
  const [cancelling, setCancelling] = useState<PunishmentRow | null>(null);
  const Col = DataTable.Col<PunishmentRow>;
  const filters = useFilters(false);
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} sx={{ mb: 1 }}>
        <Tab label={translate('punishments.title.cancellable')} />
        <Tab label={translate('punishments.title.cancelled')} />
      </Tabs>
      <PageList key={tab} resource="punishments" title="punishments.title.cancel" empty={false} filter={{ status: tab === 0 ? 1 : 2 }} filters={filters} actions={false}>
        <DataTable<PunishmentRow> bulkActionButtons={false} rowClick={(_id, _res, r) => detailPath((r as PunishmentRow).id)} empty={<EmptyState />}>
          {Columns({ cancelled: tab === 1 })}
          {tab === 0 ? (
            <Col source="actions" label="punishments.fields.actions" disableSort align="right" render={(r) => (
              <Button size="small" color="error" onClick={(e) => { e.stopPropagation(); setCancelling(r); }}>{translate('punishments.action.cancel')}</Button>
            )} />
          ) : null}
        </DataTable>
      </PageList>
      <CancelDialog row={cancelling} onClose={() => setCancelling(null)} onDone={refresh} />
    </Box>
  );
}
