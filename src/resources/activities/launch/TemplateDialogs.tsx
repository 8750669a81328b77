/**
 * The activity form's template dialogs: 从模板创建 (a searchable list of the `activityTemplates`
 * resource, GET /activity/template/list; 使用 → applyActivityTemplate, POST /activity/template/use
 * {id} → the form's fields, windows blank) and 保存为模板 (saveActivityTemplate, POST
 * /activity/template/save with the form's content, overwriting the template it came from if asked).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, List, ListItem, ListItemButton, ListItemText, TextField } from '@mui/material';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { ActivityInput, TemplateForm, TemplateRow } from '../../../../common/activities';
import type { ActivityDataProvider } from '../../../dataProvider/activities';
import { useDialogAction } from '../../shared/useDialogAction';
import { formatHours } from '../format';
import { DialogButtons } from '../../shared/DialogButtons';
import { notifyError } from '../../../dataProvider/notify';

export type { TemplateRow };

/** Typing pauses this long before the list is asked again, ms. */
const SEARCH_DEBOUNCE_MS = 250;

export function TemplatePickerDialog({ open, onClose, onPicked }: { open: boolean; onClose: () => void; onPicked: (t: TemplateRow, input: TemplateForm) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const [name, setName] = useState('');
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(name.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [name]);
  const templates = useGetList<TemplateRow>(
    'activityTemplates',
    { pagination: { page: 1, perPage: 40 }, filter: search ? { name: search } : {} },
    { enabled: open, retry: false },
  );
  // A failed list shows as empty (the QueryClient has shown the server's message).
  const rows = templates.isError ? [] : (templates.data ?? null);

  const pick = async (t: TemplateRow) => {
    setBusy(t.id);
    try {
      onPicked(t, await dataProvider.applyActivityTemplate(t.id));
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate('activities.templatePicker.title')}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 240 }}>
        <TextField size="small" fullWidth label={translate('activities.templatePicker.search')} value={name} onChange={(e) => setName(e.target.value)} sx={{ mb: 1 }} />
        {rows === null ? <CircularProgress size={24} sx={{ display: 'block', mx: 'auto', mt: 4 }} /> : null}
        {rows?.length === 0 ? <Alert severity="info" role="note">{translate('activities.templatePicker.empty')}</Alert> : null}
        <List dense>
          {rows?.map((t) => (
            <ListItem key={t.id} disablePadding secondaryAction={busy === t.id ? <CircularProgress size={18} /> : null}>
              <ListItemButton onClick={() => pick(t)} disabled={busy !== null}>
                <ListItemText primary={t.name} secondary={[t.classifyName, t.orgName, `${formatHours(t.hours)} ${translate('resources.activities.fields.hours')}`].filter(Boolean).join(' · ')} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('auth.common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export interface SaveTemplateDialogProps {
  open: boolean;
  input: ActivityInput;
  /** The template the form was filled from, offered for overwriting. */
  source?: { id: number; name: string } | null;
  onClose: () => void;
  onSaved: (id: number) => void;
}

export function SaveTemplateDialog({ open, input, source, onClose, onSaved }: SaveTemplateDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const [overwrite, setOverwrite] = useState(false);
  const { busy, refusal: error, setRefusal: setError, run } = useDialogAction();
  useEffect(() => {
    if (open) {
      setOverwrite(false);
      setError(undefined);
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
  const save = async () => {
    if (!input.name) return setError(translate('activities.templateSave.name_required'));
    await run(async () => {
      const reply = await dataProvider.saveActivityTemplate({ ...input, ...(overwrite && source ? { id: source.id } : {}) });
      onSaved(reply?.id ?? source?.id ?? 0);
    });
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('activities.templateSave.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" role="note" sx={{ mb: 1 }}>{translate('activities.templateSave.hint')}</Alert>
        {source ? (
          <FormControlLabel control={<Checkbox checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)} />} label={translate('activities.templateSave.overwrite', { name: source.name })} />
        ) : null}
        {error ? <Alert severity="error" role="alert" sx={{ mt: 1 }}>{error}</Alert> : null}
      </DialogContent>
      <DialogButtons busy={busy} onCancel={onClose} label={translate('activities.launch.save_template')} onConfirm={() => void save()} />
    </Dialog>
  );
}
