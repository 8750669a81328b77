/**
 * The sections of the activity form: 基本信息 (name, organisation, module/category, administrator,
 * limit type, hours, seats, level — with the required 学院 when 院级 —, ecology, recommendation),
 * 审核流程 (kind 1 and kind 2 flows), 时间安排 (enroll and activity windows in order), 地点与签到
 * (address, optional geofence, enroll and sign modes) and 活动内容 (description, poster, attachments).
 */
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ActivityLevel, enrollModeLabels, signModeLabels, ACTIVITY_DESCRIPTION_MAX, ACTIVITY_NAME_MAX, ACTIVITY_ADDRESS_MAX } from '../../../../common/activities';
import { FormSelect, FormText } from '../../shared/FormFields';
import type { FormState } from '../../shared/useFormState';
import { limitTypeName } from '../format';
import type { ActivityOptions } from '../queries';
import { ClassifySelect, DateTimeField, FormSection, gridSx, SwitchField } from './fields';
import type { LaunchValues } from './launchForm';
import { AttachmentsField, PosterField } from './MediaFields';

type Form = FormState<LaunchValues>;

export function BasicSection({ form, options }: { form: Form; options: ActivityOptions }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`activities.launch.${k}`);
  return (
    <FormSection title="activities.launch.section_basic">
      {options.organizations.length === 0 ? <Alert severity="warning" sx={{ mb: 2 }}>{t('no_organizations')}</Alert> : null}
      <Box sx={gridSx(2)}>
        <FormText form={form} name="name" label={t('name')} required maxLength={ACTIVITY_NAME_MAX} autoFocus />
        <FormSelect form={form} name="organizationId" label={t('organizationId')} required choices={options.organizations} />
        <ClassifySelect form={form} tree={options.classifies} onPicked={(node) => form.set('limitType', node.limitType ?? 0)} />
        <FormSelect form={form} name="administratorId" label={t('administratorId')} choices={options.administrators} emptyLabel={t('administrator_default')} />
      </Box>
      <Box sx={gridSx(4)}>
        <FormSelect
          form={form} name="limitType" label={t('limitType')}
          choices={[0, 1, 2].map((id) => ({ id, name: id === 0 ? translate('activities.limitType.0') : limitTypeName(translate, id) }))}
        />
        <FormText form={form} name="hours" label={t('hours')} required inputMode="numeric" />
        <FormText form={form} name="capacity" label={t('capacity')} required inputMode="numeric" />
        <FormSelect form={form} name="activityLevel" label={t('activityLevel')} choices={[1, 2].map((id) => ({ id, name: translate(`activities.level.${id}`) }))} />
      </Box>
      {form.values.activityLevel === ActivityLevel.COLLEGE ? (
        <Box sx={gridSx(2)}>
          <FormSelect form={form} name="collegeId" label={t('collegeId')} required choices={options.colleges} />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 3 }}>
        <SwitchField form={form} name="ecology" />
        <SwitchField form={form} name="isRecommend" />
      </Box>
    </FormSection>
  );
}

export function FlowSection({ form, options }: { form: Form; options: ActivityOptions }) {
  const translate = useTranslate();
  const kind = (k: number) => options.flows.filter((f) => f.kind === k);
  const none = kind(1).length === 0 || kind(2).length === 0;
  return (
    <FormSection title="activities.launch.section_flow">
      {none ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('activities.launch.no_flows')}</Alert> : null}
      <Box sx={gridSx(2)}>
        <FormSelect form={form} name="flowTemplateId" label={translate('activities.launch.flowTemplateId')} required choices={kind(1)} />
        <FormSelect form={form} name="reportFlowTemplateId" label={translate('activities.launch.reportFlowTemplateId')} required choices={kind(2)} />
      </Box>
    </FormSection>
  );
}

export function TimeSection({ form }: { form: Form }) {
  const v = form.values;
  return (
    <FormSection title="activities.launch.section_time">
      <Box sx={gridSx(4)}>
        <DateTimeField form={form} name="enrollStart" required />
        <DateTimeField form={form} name="enrollEnd" required min={v.enrollStart} />
        <DateTimeField form={form} name="startTime" required min={v.enrollEnd} />
        <DateTimeField form={form} name="endTime" required min={v.startTime} />
      </Box>
    </FormSection>
  );
}

export function PlaceSection({ form }: { form: Form }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`activities.launch.${k}`);
  return (
    <FormSection title="activities.launch.section_place">
      <FormText form={form} name="address" label={t('address')} maxLength={ACTIVITY_ADDRESS_MAX} />
      <Box sx={gridSx(3)}>
        <FormText form={form} name="latitude" label={t('latitude')} placeholder="30.5728" />
        <FormText form={form} name="longitude" label={t('longitude')} placeholder="114.3655" />
        <FormText form={form} name="radiusM" label={t('radiusM')} inputMode="numeric" placeholder="200" />
      </Box>
      <Alert severity="info" role="note" variant="outlined" sx={{ mb: 2, py: 0 }}>{t('geofence_hint')}</Alert>
      <Box sx={gridSx(2)}>
        <FormSelect form={form} name="enrollMode" label={t('enrollMode')} choices={Object.keys(enrollModeLabels).map((id) => ({ id: Number(id), name: translate(`activities.enrollMode.${id}`) }))} />
        <FormSelect form={form} name="signMode" label={t('signMode')} choices={Object.keys(signModeLabels).map((id) => ({ id: Number(id), name: translate(`activities.signMode.${id}`) }))} />
      </Box>
    </FormSection>
  );
}

export function ContentSection({ form }: { form: Form }) {
  const translate = useTranslate();
  return (
    <FormSection title="activities.launch.section_content">
      <FormText form={form} name="description" label={translate('activities.launch.description')} multiline maxLength={ACTIVITY_DESCRIPTION_MAX} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: 1 }}>
        <PosterField value={form.values.posterUrl} onChange={(url) => form.set('posterUrl', url)} />
        <AttachmentsField value={form.values.attachments} onChange={(files) => form.set('attachments', files)} />
      </Box>
    </FormSection>
  );
}
