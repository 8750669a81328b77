/**
 * 置换认定规则 (/system/confirmsubstitution; issue 21; ROUTES.md "Route groups III", our reading):
 * the school's catalogue of external achievements that count as hours — the achievement, the
 * category, the hours, the cap per student and academic year, evidence required, on/off — with a
 * dialog to add or change one; switching a rule off asks first. Data: getList('creditRules') → GET
 * /credit/replace/rule/list; getCreditOptions (categories); saveCreditRule → POST /credit/replace/rule/save.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { Confirm, DataTable, TopToolbar, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CreditRuleRow } from '../../../common/creditReplace';
import type { CreditDataProvider } from '../../dataProvider/creditReplace';
import { EmptyState } from '../shared/EmptyState';
import { PageList } from '../shared/PageList';
import { serverError } from '../shared/serverError';

type Form = { name: string; classifyId: string; hours: string; yearCap: string; enabled: boolean; evidenceRequired: boolean; remarks: string };
const EMPTY: Form = { name: '', classifyId: '', hours: '', yearCap: '', enabled: true, evidenceRequired: true, remarks: '' };
const formOf = (r: CreditRuleRow): Form => ({
  name: r.name, classifyId: String(r.classifyId), hours: String(Number(r.hours)), yearCap: r.yearCap === null ? '' : String(Number(r.yearCap)),
  enabled: r.enabled, evidenceRequired: r.evidenceRequired, remarks: r.remarks,
});

function RuleDialog({ rule, onClose }: { rule: CreditRuleRow | 'new' | null; onClose: (saved: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CreditDataProvider>();
  const options = useQuery({ queryKey: ['creditRules', 'options'], queryFn: () => dataProvider.getCreditOptions(), enabled: rule !== null });
  const [form, setForm] = useState<Form>(EMPTY);
  const [shownFor, setShownFor] = useState<CreditRuleRow | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (rule !== shownFor) {
    setShownFor(rule);
    setForm(rule && rule !== 'new' ? formOf(rule) : EMPTY);
    setError(null);
  }
  const set = (k: keyof Form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const flag = (k: 'enabled' | 'evidenceRequired') => (_: unknown, v: boolean) => setForm({ ...form, [k]: v });
  const save = async () => {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      await dataProvider.saveCreditRule({
        ...(rule && rule !== 'new' ? { id: rule.id } : {}), name: form.name.trim(), classifyId: form.classifyId, hours: form.hours.trim(),
        ...(form.yearCap.trim() ? { yearCap: form.yearCap.trim() } : {}), enabled: form.enabled, evidenceRequired: form.evidenceRequired, remarks: form.remarks.trim(),
      });
      notify('creditReplace.rules.saved', { type: 'success' });
      onClose(true);
    } catch (e) {
      setError(serverError(e).text);
    } finally {
      setBusy(false);
    }
  };
  // Switching a rule off: ask first.
  const submit = () => (rule && rule !== 'new' && rule.enabled && !form.enabled ? setConfirming(true) : void save());
  const r = (k: string) => translate(`creditReplace.rules.${k}`);
  return (
    <Dialog open={rule !== null} onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <DialogTitle>{r(rule === 'new' ? 'create_title' : 'edit_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={r('name')} value={form.name} onChange={set('name')} required fullWidth slotProps={{ htmlInput: { maxLength: 30, 'data-testid': 'rule-name' } }} />
          <TextField select label={r('classify')} value={form.classifyId} onChange={set('classifyId')} required fullWidth>
            {(options.data?.classifies ?? []).map((c) => <MenuItem key={c.id} value={String(c.id)}>{c.name}</MenuItem>)}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={r('hours')} value={form.hours} onChange={set('hours')} required fullWidth slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'rule-hours' } }} />
            <TextField label={r('yearCap')} helperText={r('yearCap_hint')} value={form.yearCap} onChange={set('yearCap')} fullWidth slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          </Stack>
          <Stack direction="row" spacing={2}>
            <FormControlLabel control={<Switch checked={form.evidenceRequired} onChange={flag('evidenceRequired')} />} label={r('evidence')} />
            <FormControlLabel control={<Switch checked={form.enabled} onChange={flag('enabled')} />} label={r('enabled')} />
          </Stack>
          <TextField label={r('remarks')} value={form.remarks} onChange={set('remarks')} multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
          {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={busy}>{r('cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy || !form.name.trim() || !form.classifyId || !form.hours.trim()} data-testid="rule-save">{r('save')}</Button>
      </DialogActions>
      <Confirm isOpen={confirming} title={r('confirm_title')} content={translate('creditReplace.rules.confirm_disable', { name: form.name })} onConfirm={() => void save()} onClose={() => setConfirming(false)} />
    </Dialog>
  );
}

export default function RuleList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<CreditRuleRow | 'new' | null>(null);
  const Col = DataTable.Col<CreditRuleRow>;
  const r = (k: string) => translate(`creditReplace.rules.${k}`);
  const actions = (
    <TopToolbar>
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="rule-add">{r('add')}</Button>
    </TopToolbar>
  );
  return (
    <>
      <PageList resource="creditRules" title="creditReplace.title.rules" empty={false} actions={actions}>
        <DataTable<CreditRuleRow> bulkActionButtons={false} rowClick={(_id, _res, row) => { setEditing(row as CreditRuleRow); return false; }} empty={<EmptyState message="creditReplace.rules.empty" />}>
          <Col source="name" label="creditReplace.rules.col_name" disableSort />
          <Col source="classifyName" label="creditReplace.rules.classify" disableSort />
          <Col source="hours" label="creditReplace.rules.hours" disableSort align="right" />
          <Col source="yearCap" label="creditReplace.rules.col_yearCap" disableSort align="right" render={(row) => row.yearCap ?? translate('creditReplace.no_cap')} />
          <Col source="evidenceRequired" label="creditReplace.rules.evidence" disableSort render={(row) => r(row.evidenceRequired ? 'evidence_yes' : 'evidence_no')} />
          <Col source="enabled" label="creditReplace.fields.status" disableSort render={(row) => <Chip size="small" variant="outlined" color={row.enabled ? 'success' : 'default'} label={r(row.enabled ? 'enabled' : 'disabled')} />} />
          <Col source="requestCount" label="creditReplace.rules.requestCount" disableSort align="right" />
          <Col source="remarks" label="creditReplace.rules.remarks" disableSort render={(row) => <Box component="span" sx={{ display: 'block', minWidth: 160 }}>{row.remarks}</Box>} />
          <Col source="actions" label="creditReplace.fields.actions" disableSort align="right" render={(row) => (
            <Button size="small" onClick={(e) => { e.stopPropagation(); setEditing(row); }}>{r('edit')}</Button>
          )} />
        </DataTable>
      </PageList>
      <RuleDialog rule={editing} onClose={(saved) => { setEditing(null); if (saved) refresh(); }} />
    </>
  );
}
