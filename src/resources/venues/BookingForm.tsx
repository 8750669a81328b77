/**
 * The booking form of 场地预约 (issue 19 "apply for a venue and a time range with purpose, attendees,
 * contact; optionally linked to an activity"): date, start and end ('HH:mm'), purpose, attendees,
 * contact and phone, the activity (searched by name), remarks. Sends create('mySiteBookings') → POST
 * /site/apply {siteId, startTime, endTime, …}; the server's refusal (outside opening hours, over
 * capacity, an approved booking in the way…) shows under its field or above the buttons.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Grid } from '@mui/material';
import { AutocompleteInput, Form, NumberInput, TextInput, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { VenueDataProvider } from '../../dataProvider/venues';
import { useSaveRecord } from '../shared/CrudList';
import { FormActionBar, FormSubmitButton } from '../shared/FormActionBar';
import { useSchemaSubmit } from '../shared/schemaForm';
import { plusDays } from './WeekCalendar';
import { DatePickerInput } from '../shared/dates';

const FIELDS = ['startTime', 'endTime', 'purpose', 'attendees', 'contactName', 'contactPhone', 'activityId', 'remarks'];
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The request body from the form's values. */
export function bookingInput(siteId: number, v: Record<string, unknown>) {
  const text = (k: string) => String(v[k] ?? '').trim();
  return {
    siteId, startTime: `${text('date')} ${text('start')}`, endTime: `${text('date')} ${text('end')}`, purpose: text('purpose'), attendees: v.attendees,
    contactName: text('contactName'), contactPhone: text('contactPhone'), ...(v.activityId ? { activityId: v.activityId } : {}), ...(text('remarks') ? { remarks: text('remarks') } : {}),
  };
}

/** `onBooked(day)`: after a booking is sent, with its day ('YYYY-MM-DD'), so the week calendar can show it. */
export function BookingForm({ siteId, capacity, onBooked }: { siteId: number; capacity?: number; onBooked: (day: string) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<VenueDataProvider>();
  const [activities, setActivities] = useState<{ id: number; name: string }[]>([]);
  const [search, setSearch] = useState('');
  useEffect(() => {
    let live = true;
    dataProvider.getBookingActivityOptions(search || undefined).then((o) => live && setActivities(o), () => undefined);
    return () => {
      live = false;
    };
  }, [dataProvider, search]);
  const [formKey, setFormKey] = useState(0);
  const save = useSaveRecord('mySiteBookings');
  const bookedDay = useRef('');
  const submit = useCallback((v: Record<string, unknown>) => {
    bookedDay.current = String(v.date ?? '');
    return save(undefined, bookingInput(siteId, v));
  }, [save, siteId]);
  const saved = useCallback(() => {
    notify('venues.apply.submitted', { type: 'success' });
    setFormKey((k) => k + 1);
    onBooked(bookedDay.current);
  }, [notify, onBooked]);
  const { onSubmit, formError } = useSchemaSubmit(submit, FIELDS, saved);
  const defaults = useMemo(() => ({ date: plusDays(today(), 1), start: '10:00', end: '12:00', attendees: 20 }), []);
  const label = (f: string) => `resources.siteBookings.fields.${f}`;
  return (
    <Form key={`${siteId}:${formKey}`} defaultValues={defaults} onSubmit={onSubmit} disableInvalidFormNotification noValidate>
      <Grid container columnSpacing={2}>
        {/* The day on its own row: the picker's YYYY-MM-DD needs more room than a third of the form. */}
        <Grid size={12}><DatePickerInput source="date" label="venues.apply.date" validate={required()} fullWidth /></Grid>
        <Grid size={6}><TextInput source="start" type="time" label="venues.apply.start" validate={required()} fullWidth /></Grid>
        <Grid size={6}><TextInput source="end" type="time" label="venues.apply.end" validate={required()} fullWidth /></Grid>
        <Grid size={{ xs: 12, sm: 8 }}><TextInput source="purpose" label={label('purpose')} validate={required()} fullWidth /></Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <NumberInput source="attendees" label={label('attendees')} min={1} validate={required()} fullWidth helperText={capacity ? translate('venues.apply.capacity_hint', { capacity }) : false} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}><TextInput source="contactName" label={label('contactName')} validate={required()} fullWidth /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><TextInput source="contactPhone" label={label('contactPhone')} validate={required()} fullWidth slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 11 } }} /></Grid>
        <Grid size={12}>
          <AutocompleteInput
            source="activityId" label={label('activityId')} choices={activities} translateChoice={false} onInputChange={(_, v) => setSearch(v)}
            helperText="venues.apply.activity_hint" fullWidth filterToQuery={(q) => ({ name: q })}
          />
        </Grid>
        <Grid size={12}><TextInput source="remarks" label={label('remarks')} multiline minRows={2} fullWidth /></Grid>
      </Grid>
      <FormActionBar error={formError}>
        <FormSubmitButton>{translate('venues.action.apply')}</FormSubmitButton>
      </FormActionBar>
    </Form>
  );
}
