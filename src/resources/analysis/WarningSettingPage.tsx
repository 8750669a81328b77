/**
 * 预警设置 (/analysis/warningSetting; spec §2 /analysis, §3 "minHours (warning value)"): the
 * school's requiredHours for reference (changed under 系统设置), then one row per top-level module
 * with its warning hours (0 = no warning). Each field is checked on its own — a number ≥ 0 with at
 * most two decimals, below 1,000,000 — and its message names the module; 保存 posts every item in one
 * call and shows a success toast. Leaving the page with unsaved changes asks first.
 * Data: GET /analysis/warning/settings → WarningSettings; POST /analysis/warning/settings {items}
 * (normal client: a refusal shows the server's message).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import {
  Alert, Box, Button, Card, CardContent, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle,
  InputAdornment, Stack, TextField, Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';
import type { WarningSettings } from '../../../common/dashboard';
import { api } from '../../dataProvider/apiClient';
import { EmptyState } from '../shared/EmptyState';
import { hoursText } from './format';
import { AnalysisPage, Section, TableSkeleton } from './layout';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The message of one field, naming its module, or undefined when the value is valid. */
export function minHoursProblem(translate: Translate, name: string, raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return translate('analysis.setting.required_value', { name });
  if (!/^\d+(\.\d+)?$/.test(value)) return translate('analysis.setting.invalid', { name });
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return translate('analysis.setting.decimals', { name });
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value.replace(/^0+(?=\d)/, ''))) return translate('analysis.setting.too_large', { name });
  return undefined;
}

const same = (a: string, b: string) => a.trim() === b.trim() || (a.trim() !== '' && Number(a) === Number(b));

export default function WarningSettingPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [settings, setSettings] = useState<WarningSettings | null>(null);
  const [loading, setLoading] = useState(true);
  const [values, setValues] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string | undefined>>({});
  const [saving, setSaving] = useState(false);

  const load = useCallback((next: WarningSettings) => {
    setSettings(next);
    setValues(Object.fromEntries(next.items.map((i) => [i.classifyId, i.minHours])));
    setErrors({});
  }, []);

  useEffect(() => {
    let live = true;
    api
      .get<WarningSettings>('/analysis/warning/settings')
      .then((s) => live && load(s))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load]);

  const items = settings?.items ?? [];
  const dirty = useMemo(() => items.some((i) => !same(values[i.classifyId] ?? '', i.minHours)), [items, values]);

  const change = (id: number, value: string) => {
    setValues((v) => ({ ...v, [id]: value }));
    setErrors((e) => ({ ...e, [id]: undefined }));
  };
  const check = (id: number, name: string) => setErrors((e) => ({ ...e, [id]: minHoursProblem(translate, name, values[id] ?? '') }));

  const save = async () => {
    const found = Object.fromEntries(items.map((i) => [i.classifyId, minHoursProblem(translate, i.classifyName, values[i.classifyId] ?? '')]));
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const next = await api.post<WarningSettings>('/analysis/warning/settings', {
        items: items.map((i) => ({ classifyId: i.classifyId, minHours: (values[i.classifyId] ?? '').trim() })),
      });
      load(next);
      notify('analysis.setting.saved', { type: 'success', autoHideDuration: 1000 });
    } catch {
      /* the client showed the server's message */
    } finally {
      setSaving(false);
    }
  };

  // Unsaved changes: ask before an in-app navigation, and let the browser ask before unloading.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saving && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const actions = (
    <Stack direction="row" spacing={1}>
      <Button disabled={!dirty || saving} onClick={() => settings && load(settings)}>{translate('analysis.setting.reset')}</Button>
      <Button
        variant="contained"
        disabled={loading || saving || items.length === 0}
        onClick={() => void save()}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate('analysis.setting.save')}
      </Button>
    </Stack>
  );

  return (
    <AnalysisPage title="analysis.setting.title" subtitle="analysis.setting.subtitle" actions={actions}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap', '&:last-child': { pb: 2 } }}>
          <Box>
            <Typography variant="body2" color="text.secondary">{translate('analysis.setting.required')}</Typography>
            <Typography variant="h5" component="p" data-testid="required-hours" sx={{ fontWeight: 600 }}>
              {loading ? <CircularProgress size={20} /> : hoursText(settings?.requiredHours)}
            </Typography>
          </Box>
          <Alert severity="info" icon={<InfoOutlined fontSize="small" />} sx={{ flex: '1 1 320px', py: 0 }}>
            {translate('analysis.setting.required_hint')}
          </Alert>
        </CardContent>
      </Card>
      <Section title={translate('analysis.setting.min_hours')} hint={translate('analysis.setting.zero_hint')}>
        {loading ? (
          <TableSkeleton rows={7} />
        ) : items.length === 0 ? (
          <EmptyState message="analysis.setting.empty" />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
            {items.map((i) => (
              <TextField
                key={i.classifyId}
                label={i.classifyName}
                value={values[i.classifyId] ?? ''}
                onChange={(e) => change(i.classifyId, e.target.value)}
                onBlur={() => check(i.classifyId, i.classifyName)}
                error={!!errors[i.classifyId]}
                helperText={errors[i.classifyId] ?? ' '}
                size="small"
                fullWidth
                slotProps={{
                  htmlInput: { inputMode: 'decimal', 'data-testid': `min-hours-${i.classifyId}` },
                  input: { endAdornment: <InputAdornment position="end">{translate('analysis.setting.unit')}</InputAdornment> },
                }}
              />
            ))}
          </Box>
        )}
      </Section>
      <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('analysis.setting.unsaved_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('analysis.setting.unsaved_text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()}>{translate('analysis.setting.stay')}</Button>
          <Button color="warning" onClick={() => blocker.proceed?.()}>{translate('analysis.setting.leave')}</Button>
        </DialogActions>
      </Dialog>
    </AnalysisPage>
  );
}
