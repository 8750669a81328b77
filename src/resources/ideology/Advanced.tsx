/**
 * 评优评先 (/ideology/advanced/party: 优秀党员; /ideology/advanced/group: 优秀团员, 优秀团干部,
 * 先进团支部) (issue 20): the yearly campaigns with their phase (提名中 → 审核中 → 公示中 → 待公布 →
 * 已公布), 新建评选, 公布结果 after the publicity window; the nominations (提名, the 公示 list and the
 * result); and the nomination review with batch decisions.
 * Data: getList / create('<league|party>Selections' | '…Nominations'), '…NominationAudits';
 * publishSelection, auditNominations.
 */
import { useCallback, useState } from 'react';
import { Box, Button, Tab, Tabs } from '@mui/material';
import { DataTable, NumberInput, SelectInput, TextInput, TopToolbar, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { categoriesOfKind, selectionCategoryLabels, type NominationRow, type SelectionRow } from '../../../common/ideology';
import { nominateParams, selectionAddParams } from '../../../common/schemas/ideology';
import { EmptyState } from '../shared/EmptyState';
import { PageList } from '../shared/PageList';
import { BranchInput, f, FormDialog, StudentInput, useEnumName, useIdeology } from './common';
import { IdeologyQueue } from './Queue';

function Campaigns({ kind, prefix }: { kind: number; prefix: string }) {
  const translate = useTranslate();
  const dp = useIdeology();
  const notify = useNotify();
  const refresh = useRefresh();
  const [adding, setAdding] = useState(false);
  const year = new Date().getFullYear();
  const publish = (id: number) => void dp.publishSelection(kind, id).then(() => { notify('ideology.saved', { type: 'success' }); refresh(); }).catch(() => undefined);
  return (
    <>
      <PageList resource={`${prefix}Selections`} title={`ideology.title.advanced_${kind}`} empty={false}
        actions={<TopToolbar><Button variant="contained" size="small" onClick={() => setAdding(true)}>{translate('ideology.advanced.create')}</Button></TopToolbar>}>
        <DataTable<SelectionRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
          <DataTable.Col source="year" label={f('year')} disableSort />
          <DataTable.Col source="title" label={f('title')} disableSort />
          <DataTable.Col source="nominateEnd" label={f('nominateEnd')} disableSort />
          <DataTable.Col source="publicityStart" label={f('publicity')} disableSort render={(r) => `${r.publicityStart} ~ ${r.publicityEnd}`} />
          <DataTable.Col source="phaseName" label={f('phase')} disableSort render={(r) => translate(`ideology.phase.${r.phase}`, { _: r.phaseName })} />
          <DataTable.Col source="nominations" label={f('nominations')} disableSort render={(r) => `${r.approved}/${r.nominations}`} />
          <DataTable.Col source="actions" label={f('actions')} disableSort render={(r) => (r.phase === 4 ? <Button size="small" onClick={() => publish(r.id)}>{translate('ideology.advanced.publish')}</Button> : null)} />
        </DataTable>
      </PageList>
      <FormDialog open={adding} title="ideology.advanced.create" schema={selectionAddParams} fields={['year', 'title', 'nominateEnd', 'publicityStart', 'publicityEnd']}
        defaults={{ year, title: '' }} save={(v) => dp.create(`${prefix}Selections`, { data: v, meta: { silent: true } })} onClose={() => setAdding(false)}
        onSaved={() => { setAdding(false); refresh(); }}>
        <NumberInput source="year" label={f('year')} fullWidth size="small" />
        <TextInput source="title" label={f('title')} fullWidth size="small" />
        {['nominateEnd', 'publicityStart', 'publicityEnd'].map((s) => <TextInput key={s} source={s} label={f(s)} type="date" fullWidth size="small" InputLabelProps={{ shrink: true }} />)}
      </FormDialog>
    </>
  );
}

function Nominations({ kind, prefix }: { kind: number; prefix: string }) {
  const enumName = useEnumName();
  const translate = useTranslate();
  const dp = useIdeology();
  const refresh = useRefresh();
  const [adding, setAdding] = useState(false);
  const categories = categoriesOfKind[kind]!.map((id) => ({ id, name: translate(`ideology.category.${id}`, { _: selectionCategoryLabels[id] }) }));
  return (
    <>
      <PageList resource={`${prefix}Nominations`} title={`ideology.title.advanced_${kind}`} empty={false}
        actions={<TopToolbar><Button variant="contained" size="small" onClick={() => setAdding(true)}>{translate('ideology.advanced.nominate')}</Button></TopToolbar>}>
        <DataTable<NominationRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
          <DataTable.Col source="selectionTitle" label={f('title')} disableSort />
          <DataTable.Col source="categoryName" label={f('category')} disableSort render={(r) => enumName(`category.${r.category}`, r.categoryName)} />
          <DataTable.Col source="nominee" label={f('nominee')} disableSort />
          <DataTable.Col source="reason" label={f('reason')} disableSort />
          <DataTable.Col source="statusName" label={f('status')} disableSort render={(r) => enumName(`applicationStatus.${r.status}`, r.statusName)} />
          <DataTable.Col source="awarded" label={f('awarded')} disableSort render={(r) => (r.awarded ? translate('ideology.advanced.awarded') : '-')} />
        </DataTable>
      </PageList>
      <FormDialog open={adding} title="ideology.advanced.nominate" schema={nominateParams} fields={['selectionId', 'category', 'userId', 'branchId', 'reason']}
        defaults={{ category: categories[0]!.id, reason: '' }} save={(v) => dp.create(`${prefix}Nominations`, { data: v, meta: { silent: true } })} onClose={() => setAdding(false)}
        onSaved={() => { setAdding(false); refresh(); }}>
        <NumberInput source="selectionId" label={f('selectionId')} fullWidth size="small" />
        <SelectInput source="category" label={f('category')} choices={categories} fullWidth size="small" />
        <StudentInput source="userId" label={f('nominee')} />
        {kind === 1 && <BranchInput kind={1} />}
        <TextInput source="reason" label={f('reason')} multiline minRows={3} fullWidth size="small" />
      </FormDialog>
    </>
  );
}

export default function Advanced({ kind }: { kind: number }) {
  const enumName = useEnumName();
  const translate = useTranslate();
  const dp = useIdeology();
  const [tab, setTab] = useState(0);
  const prefix = kind === 1 ? 'league' : 'party';
  const send = useCallback((input: { ids: number[]; result: string; opinion?: string }) => dp.auditNominations(kind, input), [dp, kind]);
  const nameOf = useCallback((r: RaRecord) => `${enumName(`category.${r.category}`, r.categoryName)} · ${r.nominee}`, [enumName]);
  return (
    <Box>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ mb: 1 }}>
        <Tab label={translate('ideology.advanced.tab_campaigns')} />
        <Tab label={translate('ideology.advanced.tab_nominations')} />
        <Tab label={translate('ideology.advanced.tab_review')} />
      </Tabs>
      {tab === 0 && <Campaigns kind={kind} prefix={prefix} />}
      {tab === 1 && <Nominations kind={kind} prefix={prefix} />}
      {tab === 2 && (
        <IdeologyQueue resource={`${prefix}NominationAudits`} title={`ideology.title.advanced_${kind}`} send={send} nameOf={nameOf}>
          <DataTable.Col source="selectionTitle" label={f('title')} disableSort />
          <DataTable.Col source="categoryName" label={f('category')} disableSort render={(r) => enumName(`category.${r.category}`, r.categoryName)} />
          <DataTable.Col source="nominee" label={f('nominee')} disableSort />
          <DataTable.Col source="reason" label={f('reason')} disableSort />
        </IdeologyQueue>
      )}
    </Box>
  );
}
