/**
 * The gift form of 礼品管理 (issue 21): name, description, photo (POST /upload/image, the shared
 * uploads), price in points, stock, per-student limit and on/off shelf; saved through
 * POST /points/gift/save (a refusal's message stays in the dialog).
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { GiftRow } from '../../../common/points';
import type { PointsDataProvider } from '../../dataProvider/points';
import { serverError } from '../shared/serverError';

type Provider = PointsDataProvider & { uploadImage: (file: Blob) => Promise<{ id: number; url: string }> };
const BLANK = { name: '', description: '', price: '10', stock: '10', perStudent: '1', onShelf: true, fileId: null as number | null, url: '' };

export function GiftForm({ gift, open, onClose, onSaved }: { gift: GiftRow | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<Provider>();
  const [v, setV] = useState(BLANK);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setError('');
    setV(gift ? { name: gift.name, description: gift.description, price: String(gift.price), stock: String(gift.stock), perStudent: String(gift.perStudent), onShelf: gift.onShelf, fileId: gift.fileId, url: gift.url } : BLANK);
  }, [open, gift]);
  const set = (k: keyof typeof BLANK) => (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [k]: e.target.value });
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      const image = await dataProvider.uploadImage(file);
      setV((old) => ({ ...old, fileId: image.id, url: image.url }));
    } catch (e) {
      setError(serverError(e).text);
    }
  };
  const save = async () => {
    setBusy(true);
    try {
      await dataProvider.saveGift({ id: gift?.id, name: v.name, description: v.description, price: v.price, stock: v.stock, perStudent: v.perStudent, onShelf: v.onShelf, fileId: v.fileId });
      onSaved();
    } catch (e) {
      setError(serverError(e).text);
    } finally {
      setBusy(false);
    }
  };
  const F = 'points.fields';
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate(gift ? 'points.action.edit' : 'points.action.addGift')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField size="small" required label={translate(`${F}.giftName`)} value={v.name} onChange={set('name')} slotProps={{ htmlInput: { maxLength: 30 } }} />
          <TextField size="small" multiline minRows={2} label={translate(`${F}.description`)} value={v.description} onChange={set('description')} />
          <Stack direction="row" spacing={1}>
            <TextField size="small" type="number" required label={translate(`${F}.price`)} value={v.price} onChange={set('price')} />
            <TextField size="small" type="number" required label={translate(`${F}.stock`)} value={v.stock} onChange={set('stock')} />
            <TextField size="small" type="number" required label={translate(`${F}.perStudent`)} value={v.perStudent} onChange={set('perStudent')} />
          </Stack>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {v.url ? <Box component="img" src={v.url} alt={v.name} sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }} /> : null}
            <Button variant="outlined" component="label" size="small">
              {translate('points.action.upload')}
              <input hidden type="file" accept="image/png,image/jpeg,image/gif" onChange={(e) => void upload(e.target.files?.[0])} />
            </Button>
            <FormControlLabel control={<Switch checked={v.onShelf} onChange={(e) => setV({ ...v, onShelf: e.target.checked })} />} label={translate(`${F}.onShelf`)} />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('points.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>{translate('points.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
