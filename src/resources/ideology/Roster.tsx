/**
 * 党员管理 (/ideology/party) and 团员管理 (/ideology/group) (issue 20): the roster by branch with each
 * member's stage and since when, filters (name, branch, stage), 新增 (a member entered at a stage),
 * 新增支部, per row 详情 (dated stages and applications), 申请下一阶段 and 调整支部; and the tab 发展审核,
 * the stage applications at the caller's review step with batch decisions.
 * Data: getList('<league|party>Members') → GET /ideology/<group|party>/member/list; the provider's
 * applyStage, auditStages, getMemberDetail, addIdeologyBranch.
 */
import { useCallback, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Step, StepLabel, Stepper, Tab, Tabs, TextField, Typography } from '@mui/material';
import { DataTable, SelectInput, TextInput, TopToolbar, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { stageLabels, STAGE_MAX, type MemberRow } from '../../../common/ideology';
import { memberAddParams, memberUpdateParams, stageApplyParams } from '../../../common/schemas/ideology';
import { DialogButtons } from '../shared/DialogButtons';
import { EmptyState } from '../shared/EmptyState';
import { PageList } from '../shared/PageList';
import { BranchInput, f, FormDialog, StudentInput, useIdeology, useStageName } from './common';
import { IdeologyQueue } from './Queue';

const Col = DataTable.Col<MemberRow>;

function MemberDetailDialog({ kind, id, onClose }: { kind: number; id: number | null; onClose: () => void }) {
  const translate = useTranslate();
  const dp = useIdeology();
  const stageText = useStageName();
  const { data } = useQuery({ queryKey: ['ideologyMember', kind, id], queryFn: () => dp.getMemberDetail(kind, id!), enabled: id !== null });
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{data ? `${data.name} · ${stageText(kind, data.stage, data.stageName)}` : translate('ideology.action.detail')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={(data?.stage ?? 1) - 1} alternativeLabel sx={{ my: 2 }}>
          {Object.entries(stageLabels[kind]!).map(([stage, name]) => {
            const h = data?.history.filter((x) => x.stage === Number(stage)).at(-1);
            return <Step key={stage} completed={!!h && Number(stage) <= (data?.stage ?? 0)}><StepLabel optional={h ? <Typography variant="caption">{h.date}</Typography> : undefined}>{translate(`ideology.stage.${kind}.${stage}`, { _: name })}</StepLabel></Step>;
          })}
        </Stepper>
        <Typography variant="subtitle2">{translate('ideology.roster.applications')}</Typography>
        {data && data.applications.length === 0 ? <EmptyState message="ideology.roster.no_applications" /> : (
          <Box component="ul" sx={{ pl: 2 }}>
            {(data?.applications ?? []).map((a) => <li key={a.id}>{`${a.applyTime} ${stageText(kind, a.fromStage, a.fromStageName)} → ${stageText(kind, a.toStage, a.toStageName)} · ${translate(`ideology.applicationStatus.${a.status}`, { _: a.statusName })}${a.reason ? ` · ${a.reason}` : ''}`}</li>)}
          </Box>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('ra.action.close')}</Button></DialogActions>
    </Dialog>
  );
}

function Members({ kind, resource }: { kind: number; resource: string }) {
  const translate = useTranslate();
  const stageText = useStageName();
  const dp = useIdeology();
  const notify = useNotify();
  const refresh = useRefresh();
  const [detail, setDetail] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [applying, setApplying] = useState<MemberRow | null>(null);
  const [moving, setMoving] = useState<MemberRow | null>(null);
  const [branchName, setBranchName] = useState<string | null>(null);
  const stageChoices = Object.entries(stageLabels[kind]!).map(([id, name]) => ({ id: Number(id), name: translate(`ideology.stage.${kind}.${id}`, { _: name }) }));
  const saved = useCallback(() => {
    setAdding(false);
    setApplying(null);
    setMoving(null);
    notify('ideology.saved', { type: 'success' });
    refresh();
  }, [notify, refresh]);
  const filters = [
    <TextInput key="name" source="name" label={f('name')} alwaysOn resettable />,
    <BranchInput key="branch" kind={kind} alwaysOn />,
    <SelectInput key="stage" source="stage" label={f('stage')} choices={stageChoices} alwaysOn />,
  ];
  const addBranch = async () => {
    if (!branchName?.trim()) return;
    await dp.addIdeologyBranch(kind, branchName.trim());
    setBranchName(null);
    notify('ideology.saved', { type: 'success' });
    window.location.reload();
  };
  return (
    <>
      <PageList resource={resource} title={`ideology.title.roster_${kind}`} filters={filters} empty={false}
        actions={<TopToolbar>
          <Button size="small" onClick={() => setBranchName('')}>{translate(`ideology.roster.add_branch_${kind}`)}</Button>
          <Button size="small" variant="contained" onClick={() => setAdding(true)}>{translate(`ideology.roster.add_${kind}`)}</Button>
        </TopToolbar>}
      >
        <DataTable<MemberRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="ideology.roster.empty" />}>
          <Col source="name" label={f('name')} disableSort />
          <Col source="code" label={f('code')} disableSort />
          <Col source="collegeName" label={f('collegeName')} disableSort />
          <Col source="branchName" label={f('branchId')} disableSort />
          <Col source="stageName" label={f('stage')} disableSort render={(r) => (r.pendingStage ? `${stageText(kind, r.stage, r.stageName)} (${translate('ideology.roster.pending')})` : stageText(kind, r.stage, r.stageName))} />
          <Col source="stageDate" label={f('stageDate')} disableSort />
          <Col source="actions" label={f('actions')} disableSort render={(r) => (
            <Stack direction="row" spacing={0.5}>
              <Button size="small" onClick={() => setDetail(r.id)}>{translate('ideology.action.detail')}</Button>
              {r.stage < STAGE_MAX && !r.pendingStage && <Button size="small" onClick={() => setApplying(r)}>{translate('ideology.roster.apply')}</Button>}
              <Button size="small" onClick={() => setMoving(r)}>{translate('ideology.roster.move')}</Button>
            </Stack>
          )} />
        </DataTable>
      </PageList>
      <MemberDetailDialog kind={kind} id={detail} onClose={() => setDetail(null)} />
      <FormDialog open={adding} title={`ideology.roster.add_${kind}`} schema={memberAddParams} fields={['userId', 'branchId', 'stage', 'stageDate']}
        defaults={{ stage: 1, stageDate: new Date().toISOString().slice(0, 10) }} save={(v) => dp.create(resource, { data: v, meta: { silent: true } })} onClose={() => setAdding(false)} onSaved={saved}>
        <StudentInput source="userId" />
        <BranchInput kind={kind} />
        <SelectInput source="stage" label={f('stage')} choices={stageChoices} fullWidth size="small" />
        <TextInput source="stageDate" label={f('stageDate')} type="date" fullWidth size="small" InputLabelProps={{ shrink: true }} />
      </FormDialog>
      <FormDialog open={applying !== null} title="ideology.roster.apply" schema={stageApplyParams} fields={['toStage', 'reason']}
        defaults={{ memberId: applying?.id, toStage: (applying?.stage ?? 0) + 1, reason: '' }} save={(v) => dp.applyStage(kind, v as never)} onClose={() => setApplying(null)} onSaved={saved}>
        <Typography sx={{ mb: 1 }}>{applying ? `${applying.name}: ${stageText(kind, applying.stage, applying.stageName)} → ${stageChoices.find((c) => c.id === applying.stage + 1)?.name ?? ''}` : ''}</Typography>
        <TextInput source="reason" label={f('reason')} multiline minRows={3} fullWidth size="small" />
      </FormDialog>
      <FormDialog open={moving !== null} title="ideology.roster.move" schema={memberUpdateParams} fields={['branchId']}
        defaults={{ id: moving?.id, branchId: moving?.branchId }} save={(v) => dp.update(resource, { id: moving!.id, data: v, previousData: moving!, meta: { silent: true } })} onClose={() => setMoving(null)} onSaved={saved}>
        <BranchInput kind={kind} />
      </FormDialog>
      <Dialog open={branchName !== null} onClose={() => setBranchName(null)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(`ideology.roster.add_branch_${kind}`)}</DialogTitle>
        <DialogContent><TextField autoFocus fullWidth size="small" sx={{ mt: 1 }} label={translate(f('branchName'))} value={branchName ?? ''} onChange={(e) => setBranchName(e.target.value)} /></DialogContent>
        <DialogButtons busy={false} onCancel={() => setBranchName(null)} onConfirm={() => void addBranch()} label="ra.action.save" />
      </Dialog>
    </>
  );
}

export default function Roster({ kind }: { kind: number }) {
  const translate = useTranslate();
  const dp = useIdeology();
  const [tab, setTab] = useState(0);
  const prefix = kind === 1 ? 'league' : 'party';
  const send = useCallback((input: { ids: number[]; result: string; opinion?: string }) => dp.auditStages(kind, input), [dp, kind]);
  const stageText = useStageName();
  const nameOf = useCallback((r: RaRecord) => `${r.name} ${stageText(kind, r.fromStage, r.fromStageName)} → ${stageText(kind, r.toStage, r.toStageName)}`, [stageText, kind]);
  return (
    <Box>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ mb: 1 }}>
        <Tab label={translate('ideology.roster.tab_roster')} />
        <Tab label={translate('ideology.roster.tab_review')} />
      </Tabs>
      {tab === 0 ? <Members kind={kind} resource={`${prefix}Members`} /> : (
        <IdeologyQueue resource={`${prefix}StageAudits`} title={`ideology.title.review_${kind}`} send={send} nameOf={nameOf}>
          <DataTable.Col source="name" label={f('name')} disableSort />
          <DataTable.Col source="branchName" label={f('branchId')} disableSort />
          <DataTable.Col source="fromStageName" label={f('fromStage')} disableSort render={(r) => stageText(kind, r.fromStage, r.fromStageName)} />
          <DataTable.Col source="toStageName" label={f('toStage')} disableSort render={(r) => stageText(kind, r.toStage, r.toStageName)} />
          <DataTable.Col source="reason" label={f('reason')} disableSort />
          <DataTable.Col source="applyTime" label={f('applyTime')} disableSort />
        </IdeologyQueue>
      )}
    </Box>
  );
}
