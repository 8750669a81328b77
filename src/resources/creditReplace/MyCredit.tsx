/**
 * 学分置换 (/student/credit/replace; issue 21), a phone-first page for students: their requests as
 * cards (status, the hours asked or counted, a rejection's reason) and 申请置换 — a dialog where the
 * student picks a rule of the school's catalogue (its category, hours and yearly cap shown) or 其他
 * (a category and the hours proposed), names the achievement, its date, issuer and certificate number
 * and adds evidence (the existing uploads, at most 9). Data: getList('myCreditRequests') → GET
 * /credit/replace/my-list; getCreditOptions; create('myCreditRequests') → POST /credit/replace/add.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Skeleton, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useCreate, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import type { UploadedFile } from '../../../common/activities';
import { CREDIT_LIMITS, type CreditRequestRow } from '../../../common/creditReplace';
import type { CreditDataProvider } from '../../dataProvider/creditReplace';
import { AttachmentsField } from '../activities/launch/MediaFields';
import { EmptyState } from '../shared/EmptyState';
import { serverError } from '../shared/serverError';
import { CreditStatusChip } from './cells';
import { DateField } from '../shared/dates';

type Form = { ruleId: string; classifyId: string; hours: string; name: string; achievedOn: string; issuer: string; certificateNo: string; remarks: string };
const EMPTY: Form = { ruleId: '', classifyId: '', hours: '', name: '', achievedOn: '', issuer: '', certificateNo: '', remarks: '' };
const OTHER = 'other';

function ApplyDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<CreditDataProvider>();
  const options = useQuery({ queryKey: ['myCreditRequests', 'options'], queryFn: () => dataProvider.getCreditOptions(), enabled: open });
  const [create, { isPending }] = useCreate();
  const [form, setForm] = useState<Form>(EMPTY);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof Form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const m = (k: string, o?: object) => translate(`creditReplace.my.${k}`, o);
  const f = (k: string) => translate(`creditReplace.fields.${k}`);
  const other = form.ruleId === OTHER;
  const rule = options.data?.rules.find((r) => String(r.id) === form.ruleId);
  const needsFiles = other || !!rule?.evidenceRequired;
  const submit = async () => {
    setError(null);
    if (needsFiles && !files.length) return setError(m('evidence_required'));
    const data = {
      name: form.name.trim(), achievedOn: form.achievedOn, issuer: form.issuer.trim(), certificateNo: form.certificateNo.trim(), remarks: form.remarks.trim(),
      fileIds: files.map((x) => x.id), ...(other ? { classifyId: form.classifyId, hours: form.hours.trim() } : { ruleId: form.ruleId }),
    };
    try {
      await create('myCreditRequests', { data, meta: { silent: true } }, { returnPromise: true });
      notify('creditReplace.my.saved', { type: 'success' });
      setForm(EMPTY);
      setFiles([]);
      onSaved();
    } catch (e) {
      setError(serverError(e).text || m('failed'));
    }
  };
  const ready = form.ruleId && form.name.trim() && form.achievedOn && form.issuer.trim() && form.certificateNo.trim() && (!other || (form.classifyId && form.hours.trim()));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle>{m('dialog_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label={m('rule')} value={form.ruleId} onChange={set('ruleId')} required fullWidth
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'credit-rule' } as object } }}
            helperText={rule ? m('rule_hint', { classify: rule.classifyName, hours: rule.hours, cap: rule.yearCap ? m('cap', { cap: rule.yearCap }) : '' }) : rule === undefined && !other ? ' ' : undefined}>
            {(options.data?.rules ?? []).map((r) => <MenuItem key={r.id} value={String(r.id)} sx={{ whiteSpace: 'normal' }}>{r.name}</MenuItem>)}
            <MenuItem value={OTHER}>{m('other_option')}</MenuItem>
          </TextField>
          {rule?.remarks ? <Typography variant="body2" color="text.secondary">{rule.remarks}</Typography> : null}
          {other ? (
            <Stack direction="row" spacing={1}>
              <TextField select label={f('classify')} value={form.classifyId} onChange={set('classifyId')} required fullWidth>
                {(options.data?.classifies ?? []).map((c) => <MenuItem key={c.id} value={String(c.id)}>{c.name}</MenuItem>)}
              </TextField>
              <TextField label={m('other_hours', { max: options.data?.otherMaxHours ?? CREDIT_LIMITS.otherMaxHours })} value={form.hours} onChange={set('hours')} required fullWidth slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
            </Stack>
          ) : null}
          <TextField label={f('name')} value={form.name} onChange={set('name')} required fullWidth slotProps={{ htmlInput: { maxLength: CREDIT_LIMITS.name, 'data-testid': 'credit-name' } }} />
          <TextField label={f('issuer')} value={form.issuer} onChange={set('issuer')} required fullWidth slotProps={{ htmlInput: { maxLength: CREDIT_LIMITS.issuer, 'data-testid': 'credit-issuer' } }} />
          <Stack direction="row" spacing={1}>
            <TextField label={f('certificateNo')} value={form.certificateNo} onChange={set('certificateNo')} required fullWidth slotProps={{ htmlInput: { maxLength: CREDIT_LIMITS.certificateNo, 'data-testid': 'credit-cert' } }} />
            <DateField label={f('achievedOn')} value={form.achievedOn} onChange={(v) => setForm({ ...form, achievedOn: v })} required fullWidth />
          </Stack>
          <TextField label={f('remarks')} value={form.remarks} onChange={set('remarks')} multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: CREDIT_LIMITS.reason } }} />
          <Box>
            <AttachmentsField value={files} onChange={(v) => setFiles(v.slice(0, CREDIT_LIMITS.files))} label={`${f('files')}${needsFiles ? ' *' : ''}`} />
            <Typography variant="caption" color="text.secondary">{m('files_hint')}</Typography>
          </Box>
          {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{m('cancel')}</Button>
        <Button variant="contained" disabled={isPending || !ready} onClick={() => void submit()} data-testid="credit-submit">{m('submit')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function MyCredit() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { data, isPending, refetch } = useGetList<CreditRequestRow>('myCreditRequests', { pagination: { page: 1, perPage: 100 } });
  const m = (k: string, o?: object) => translate(`creditReplace.my.${k}`, o);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>{translate('creditReplace.title.mine')}</Typography>
        <Button variant="contained" size="small" onClick={() => setOpen(true)} data-testid="credit-apply">{m('apply')}</Button>
      </Stack>
      {isPending ? <Skeleton variant="rounded" height={200} /> : !data?.length ? <EmptyState message="creditReplace.my.empty" /> : (
        <Stack spacing={1}>
          {data.map((r) => (
            <Card key={r.id} variant="outlined" data-testid="credit-card">
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                  <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{r.name}</Typography>
                  <CreditStatusChip status={r.status} />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[r.ruleId === null ? translate('creditReplace.other') : r.ruleName, r.classifyName, `${r.hours}${translate('creditReplace.unit')}`].join(' · ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">{`${r.achievedOn} · ${r.issuer}`}</Typography>
                {r.status === 2 && r.grantedHours ? <Typography variant="body2" color="success.main">{m('granted', { hours: r.grantedHours })}</Typography> : null}
                {r.status === 3 && r.opinion ? <Typography variant="body2" color="error.main">{m('rejected', { opinion: r.opinion })}</Typography> : null}
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      <ApplyDialog open={open} onClose={() => setOpen(false)} onSaved={() => { setOpen(false); void refetch(); }} />
    </Box>
  );
}
