/**
 * The location confirm of spec §4, mounted once in the shell (src/layout/AppLayout.tsx): after
 * sign-in (once per session token) the detected city — the school's city set in 参数设置 (login
 * result schoolCity), else the city its name names (common/cities.ts cityOfSchool); no geolocation
 * or IP lookup offline — is compared with the stored `city` (location.ts locationStep). A different
 * city asks 是否切换到「X」; a first detection is saved quietly; detection failing with no city
 * saved opens /city (spec §4), unless the password must be changed first (modL 0). The city page
 * goes back to where the user was once a city is chosen.
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { cityOfSchool } from '../../../common/cities';
import { getToken, getValue, setValue } from '../../authProvider/session';
import { CITY_PATH, locationStep } from './location';

/** The session token the check last ran for (one check per sign-in). */
let checkedFor: string | null = null;

export function LocationConfirm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [ask, setAsk] = useState<string | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const token = getToken();
    if (!token || checkedFor === token) return;
    checkedFor = token;
    const detected = getValue('schoolCity') || cityOfSchool(getValue('schoolName'));
    const step = locationStep(detected, getValue('city'));
    if (step.kind === 'save') setValue('city', step.city);
    else if (step.kind === 'confirm') setAsk(step.city);
    else if (step.kind === 'choose' && getValue('modL') !== '0' && pathname !== CITY_PATH) navigate(CITY_PATH);
  }, [navigate, pathname]);

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
