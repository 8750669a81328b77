/**
 * The sections of the activity form (inputs of a react-admin <Form>): 基本信息 (name, organisation,
 * module/category, administrator, limit type, hours, seats, level — with the required 学院 when
 * 院级 —, ecology, recommendation), 审核流程 (kind 1 and kind 2 flows), 时间安排 (enroll and
 * activity windows in order), 地点与签到 (address, optional geofence, enroll and sign modes) and
 * 活动内容 (description, poster, attachments).
 */
import { Alert, Box } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ActivityLevel, enrollModeLabels, signModeLabels, ACTIVITY_DESCRIPTION_MAX, ACTIVITY_NAME_MAX, ACTIVITY_ADDRESS_MAX } from '../../../../common/activities';
import { DateTimePickerInput } from '../../shared/dates';
import { limitTypeName } from '../format';
import type { ActivityOptions } from '../queries';
import { ClassifyInput, FormSection, gridSx } from './fields';
import type { LaunchValues } from './launchForm';
import { AttachmentsField, PosterField } from './MediaFields';
import { builtInName } from '../../../i18n/labels';
import { TreePickerInput } from '../../shared/TreePicker';
import { ClassClashWarning } from '../../timetables/ClassClashWarning';

const label = (name: keyof LaunchValues) => `activities.launch.${name}`;

export function BasicSection({ options }: { options: ActivityOptions }) {
  const translate = useTranslate();
  const level = useWatch<LaunchValues, 'activityLevel'>({ name: 'activityLevel' });
  const { setValue } = useFormContext<LaunchValues>();
  return (
    <FormSection title="activities.launch.section_basic">
      {options.organizations.length === 0 ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('activities.launch.no_organizations')}</Alert> : null}
      <Box sx={gridSx(2)}>
        <TextInput source="name" label={label('name')} isRequired autoFocus slotProps={{ htmlInput: { maxLength: ACTIVITY_NAME_MAX } }} />
        <TreePickerInput source="organizationId" label={label('organizationId')} isRequired choices={options.organizations} />
        <ClassifyInput tree={options.classifies} label={label('classifyId')} onPicked={(node) => setValue('limitType', node.limitType ?? 0)} />
        <SelectInput source="administratorId" label={label('administratorId')} choices={options.administrators} emptyText="activities.launch.administrator_default" />
      </Box>
      <Box sx={gridSx(4)}>
        <SelectInput
          source="limitType" label={label('limitType')} isRequired
          choices={[0, 1, 2].map((id) => ({ id, name: id === 0 ? translate('activities.limitType.0') : limitTypeName(translate, id) }))}
        />
        <TextInput source="hours" label={label('hours')} isRequired slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <TextInput source="capacity" label={label('capacity')} isRequired slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <SelectInput source="activityLevel" label={label('activityLevel')} isRequired choices={[1, 2].map((id) => ({ id, name: translate(`activities.level.${id}`) }))} />
      </Box>
      {level === ActivityLevel.COLLEGE ? (
        <Box sx={gridSx(2)}>
          <TreePickerInput source="collegeId" label={label('collegeId')} isRequired choices={options.colleges} />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 3 }}>
        <BooleanInput source="ecology" label={label('ecology')} />
        <BooleanInput source="isRecommend" label={label('isRecommend')} />
      </Box>
    </FormSection>
  );
}

export function FlowSection({ options }: { options: ActivityOptions }) {
  const translate = useTranslate();
  const kind = (k: number) => options.flows.filter((f) => f.kind === k).map((f) => ({ ...f, name: builtInName(translate, f.name, 'builtIn.flows') }));
  const none = kind(1).length === 0 || kind(2).length === 0;
  return (
    <FormSection title="activities.launch.section_flow">
      {none ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('activities.launch.no_flows')}</Alert> : null}
      <Box sx={gridSx(2)}>
        <SelectInput source="flowTemplateId" label={label('flowTemplateId')} isRequired choices={kind(1)} />
        <SelectInput source="reportFlowTemplateId" label={label('reportFlowTemplateId')} isRequired choices={kind(2)} />
      </Box>
    </FormSection>
  );
}

/**
 * The windows; each calendar starts at the previous window's time (the order rule is the resolver's).
 * Below them, the class-time clash warning (issue 20) for the activity's time.
 */
export function TimeSection({ activityId }: { activityId?: number }) {
  const [enrollStart, enrollEnd, startTime] = useWatch<LaunchValues, ['enrollStart', 'enrollEnd', 'startTime']>({ name: ['enrollStart', 'enrollEnd', 'startTime'] });
  return (
    <FormSection title="activities.launch.section_time">
      <Box sx={gridSx(4)}>
        <DateTimePickerInput source="enrollStart" label={label('enrollStart')} isRequired fullWidth />
        <DateTimePickerInput source="enrollEnd" label={label('enrollEnd')} isRequired fullWidth min={enrollStart} />
        <DateTimePickerInput source="startTime" label={label('startTime')} isRequired fullWidth min={enrollEnd} />
        <DateTimePickerInput source="endTime" label={label('endTime')} isRequired fullWidth min={startTime} />
      </Box>
      <ClassClashWarning activityId={activityId} />
    </FormSection>
  );
}

export function PlaceSection() {
  const translate = useTranslate();
  const choices = (labels: Record<number, unknown>, key: string) => Object.keys(labels).map((id) => ({ id: Number(id), name: translate(`activities.${key}.${id}`) }));
  return (
    <FormSection title="activities.launch.section_place">
      <TextInput source="address" label={label('address')} slotProps={{ htmlInput: { maxLength: ACTIVITY_ADDRESS_MAX } }} />
      <Box sx={gridSx(3)}>
        <TextInput source="latitude" label={label('latitude')} placeholder="30.5728" />
        <TextInput source="longitude" label={label('longitude')} placeholder="114.3655" />
        <TextInput source="radiusM" label={label('radiusM')} placeholder="200" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      </Box>
      <Alert severity="info" role="note" variant="outlined" sx={{ mb: 2, py: 0 }}>{translate('activities.launch.geofence_hint')}</Alert>
      <Box sx={gridSx(2)}>
        <SelectInput source="enrollMode" label={label('enrollMode')} isRequired choices={choices(enrollModeLabels, 'enrollMode')} />
        <SelectInput source="signMode" label={label('signMode')} isRequired choices={choices(signModeLabels, 'signMode')} />
      </Box>
    </FormSection>
  );
}

export function ContentSection() {
  const poster = useInput({ source: 'posterUrl' }).field;
  const attachments = useInput({ source: 'attachments' }).field;
  return (
    <FormSection title="activities.launch.section_content">
      <TextInput source="description" label={label('description')} multiline minRows={3} slotProps={{ htmlInput: { maxLength: ACTIVITY_DESCRIPTION_MAX } }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: 1 }}>
        <PosterField value={poster.value ?? ''} onChange={poster.onChange} />
        <AttachmentsField value={attachments.value ?? []} onChange={attachments.onChange} />
      </Box>
    </FormSection>
  );
}
