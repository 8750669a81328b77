/**
 * The page of the warning settings, shared by 预警设置 (/analysis/warningSetting; spec §2 /analysis,
 * §3 "minHours (warning value)") and 预警配置 (/system/classify/warn; issue 13): the school's
 * requiredHours for reference (changed under 系统设置), one field per top-level module with its
 * warning hours (0 = no warning) and — with `withTiers` — the tiers (TierFields). Each field is
 * checked on its own and its message names it; 保存 posts everything in one call — after a
 * confirmation with `confirm` — and shows a success toast. Leaving with unsaved changes asks first.
 */
import { useEffect, useState } from 'react';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import {
  Alert, Box, Button, Card, CardContent, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';
import { hoursText } from './format';
import { AnalysisPage } from './layout';
import { ModuleValuesFields } from './ModuleValuesFields';
import { TierFields } from './TierFields';
import { parseTiers, useWarningSettingsForm } from './warningSettingsForm';

export interface WarningSettingsFormProps {
  /** i18n keys of the page's heading. */
  title: string;
  subtitle: string;
  /** i18n key of the success toast. */
  saved: string;
  /** Edit and send the tiers too (预警配置). */
  withTiers?: boolean;
  /** Ask before saving (预警配置). */
  confirm?: boolean;
}

export function WarningSettingsForm({ title, subtitle, saved, withTiers = false, confirm = false }: WarningSettingsFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const form = useWarningSettingsForm({ withTiers });
  const { settings, loading, items, dirty, saving } = form;
  const [asking, setAsking] = useState(false);

  const save = async () => {
    setAsking(false);
    if (await form.save()) notify(saved, { type: 'success', autoHideDuration: 1000 });
  };
  const requestSave = () => {
    if (!form.validate()) return;
    if (confirm) setAsking(true);
    else void save();
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
      <Button disabled={!dirty || saving} onClick={form.reset}>{translate('analysis.setting.reset')}</Button>
      <Button
        variant="contained"
        disabled={loading || saving || items.length === 0}
        onClick={requestSave}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate('analysis.setting.save')}
      </Button>
    </Stack>
  );
  const tiers = parseTiers(form.tiers);

  return (
    <AnalysisPage title={title} subtitle={subtitle} actions={actions}>
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
      <ModuleValuesFields form={form} />
      {withTiers ? <TierFields form={form} /> : null}
      <Dialog open={asking} onClose={() => setAsking(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('analysis.config.confirm_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('analysis.config.confirm_text')}</DialogContentText>
          <Box component="ul" sx={{ pl: 2.5, mb: 0, color: 'text.secondary', typography: 'body2' }} data-testid="confirm-summary">
            {form.changedModules > 0 ? <li>{translate('analysis.config.confirm_modules', { count: form.changedModules })}</li> : null}
            {withTiers ? <li>{translate('analysis.config.confirm_tiers', { yellow: tiers.yellowPercent, red: tiers.redPercent })}</li> : null}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{translate('analysis.config.cancel')}</Button>
          <Button variant="contained" onClick={() => void save()}>{translate('analysis.config.confirm')}</Button>
        </DialogActions>
      </Dialog>
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
