/**
 * The location confirm of spec §4, mounted once in the shell (src/layout/AppLayout.tsx): after
 * sign-in (once per session token) the school's city (common/cities.ts cityOfSchool — our
 * detection: no geolocation or IP lookup offline) is compared with the stored `city`
 * (location.ts locationStep). A different city asks 是否切换到「X」; a first detection is saved
 * quietly. Detection failure with no city saved does NOT force /city: every demo school's name
 * names no city, and taking each sign-in away from its page would break the user's way in; the
 * city page stays one click away (用户菜单 › 选择城市, /city).
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { cityOfSchool } from '../../../common/cities';
import { getToken, getValue, setValue } from '../../authProvider/session';
import { locationStep } from './location';

/** The session token the check last ran for (one check per sign-in). */
let checkedFor: string | null = null;

export function LocationConfirm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [ask, setAsk] = useState<string | null>(null);

  useEffect(() => {
    const token = getToken();
    if (!token || checkedFor === token) return;
    checkedFor = token;
    const step = locationStep(cityOfSchool(getValue('schoolName')), getValue('city'));
    if (step.kind === 'save') setValue('city', step.city);
    else if (step.kind === 'confirm') setAsk(step.city);
  }, []);

  if (!ask) return null;
  const close = () => setAsk(null);
  return (
    <Dialog open onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('city.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('city.confirm.text', { city: ask, saved: getValue('city') ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('city.confirm.keep')}</Button>
        <Button
          variant="contained"
          autoFocus
          onClick={() => {
            setValue('city', ask);
            notify('city.saved', { type: 'success', messageArgs: { city: ask } });
            close();
          }}
        >
          {translate('city.confirm.switch')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
