/**
 * The organisation application form (issue 19): 成立 (name, category, charter, 指导教师, college,
 * founders; 服务领域 for a volunteer team), 注册 / 年审 (organisation and academic year; 年审 shows the
 * counts the system computed and takes the finances), 评优 (stars, 优秀), 注销 (reason). Validated
 * with the API's own schema (common/schemas/orgLifecycle.ts applyParams); a refusal naming a field
 * shows under it. Used by 组织申请, 我的组织 and to correct a rejected one.
 * Sends POST /organization/lifecycle/apply or /resubmit.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { academicYearLabel, OrgApplyKind, TEAM_NATURE, type OrgApplicationDetail } from '../../../common/orgLifecycle';
import { natureLabels } from '../../../common/organizations';
import { applyParams } from '../../../common/schemas/orgLifecycle';
import type { OrgLifecycleDataProvider } from '../../dataProvider/orgLifecycle';
import { SchemaFormDialog } from '../shared/SchemaFormDialog';
import { TemplateDownloads } from '../documentTemplates/TemplateDownloads';
import { TemplateKind } from '../../../common/documentTemplates';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';
import { useApplyChoices } from './queries';

const FIELDS = ['kind', 'organizationId', 'name', 'nature', 'parentId', 'charter', 'advisorId', 'serviceArea', 'collegeId', 'founderCodes', 'academicYear', 'financeSummary', 'requestedStar', 'requestedExcellent', 'reason'];
const label = (f: string) => `orgLifecycle.fields.${f}`;

/** This academic year (from 1 August) and the previous one. */
export function yearChoices(now = new Date()): { id: number; name: string }[] {
  const y = now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
  return [y, y - 1].map((id) => ({ id, name: academicYearLabel(id) }));
}

/** The form's values of a rejected application to correct. */
function valuesOf(d: OrgApplicationDetail | null | undefined, kind?: number): Record<string, unknown> {
  if (!d) return { kind: kind ?? OrgApplyKind.CREATE, academicYear: yearChoices()[0].id, requestedExcellent: false };
  return {
    kind: d.kind, organizationId: d.organizationId ?? undefined, name: d.name, nature: d.nature, charter: d.charter, advisorId: d.advisorId ?? undefined,
    serviceArea: d.serviceArea, collegeId: d.collegeId ?? undefined, founderCodes: d.founders.map((f) => f.code).join(','), academicYear: d.academicYear ?? yearChoices()[0].id,
    financeSummary: d.financeSummary, requestedStar: d.requestedStar ?? undefined, requestedExcellent: d.requestedExcellent, reason: d.reason,
  };
}

/** What the system counted for a 年审 of the chosen organisation and year. */
function YearCounts() {
  const translate = useTranslate();
  const dp = useDataProvider<OrgLifecycleDataProvider>();
  const [organizationId, academicYear] = useWatch({ name: ['organizationId', 'academicYear'] }) as [number | undefined, number | undefined];
  const { data } = useQuery({
    queryKey: ['org-year-summary', organizationId, academicYear],
    queryFn: () => dp.getOrgYearSummary(Number(organizationId), Number(academicYear)),
    enabled: !!organizationId && !!academicYear,
    meta: { silent: true },
    retry: false,
  });
  if (!data) return null;
  return <Alert severity="info" sx={{ mb: 1.5 }} data-testid="year-counts">{translate('orgLifecycle.form.year_counts', { activities: data.activityCount, members: data.memberCount })}</Alert>;
}

function KindFields({ fixedKind }: { fixedKind: boolean }) {
  const translate = useTranslate();
  const { orgs, advisors, colleges } = useApplyChoices();
  const [kind, nature] = useWatch({ name: ['kind', 'nature'] }) as [number, number | undefined];
  const k = Number(kind);
  const kinds = [1, 2, 3, 4, 5].map((id) => ({ id, name: `orgLifecycle.kind.${id}` }));
  const natures = Object.entries(natureLabels).map(([id, name]) => ({ id: Number(id), name }));
  const common = { fullWidth: true, size: 'small' as const };
  return (
    <>
      <SelectInput source="kind" label={label('kind')} choices={kinds} readOnly={fixedKind} isRequired {...common} />
      {k === OrgApplyKind.CREATE || k === OrgApplyKind.REGISTER ? <TemplateDownloads kind={Number(nature) === TEAM_NATURE ? TemplateKind.VOLUNTEER : TemplateKind.ORGAN} /> : null}
      {k === OrgApplyKind.CREATE ? (
        <>
          <TextInput source="name" label={label('name')} isRequired {...common} slotProps={{ htmlInput: { maxLength: 50 } }} />
          <SelectInput source="nature" label={label('nature')} choices={natures} translateChoice={false} isRequired {...common} />
          {Number(nature) === TEAM_NATURE ? <TextInput source="serviceArea" label={label('serviceArea')} isRequired {...common} slotProps={{ htmlInput: { maxLength: 100 } }} /> : null}
          <TextInput source="charter" label={label('charter')} isRequired multiline minRows={3} {...common} />
          <SelectInput source="advisorId" label={label('advisor')} choices={advisors} translateChoice={false} emptyText="orgLifecycle.none" {...common} />
          {colleges.length ? <SelectInput source="collegeId" label={label('college')} choices={colleges} translateChoice={false} emptyText="orgLifecycle.none" {...common} /> : null}
          <TextInput source="founderCodes" label={label('founderCodes')} helperText={translate('orgLifecycle.fields.founderHint')} {...common} />
        </>
      ) : (
        <>
          {orgs.length === 0 ? <Alert severity="warning" sx={{ mb: 1.5 }}>{translate('orgLifecycle.form.no_orgs')}</Alert> : null}
          <SelectInput source="organizationId" label={label('organization')} choices={orgs} translateChoice={false} isRequired {...common} />
        </>
      )}
      {k === OrgApplyKind.REGISTER || k === OrgApplyKind.YEAR ? (
        <SelectInput source="academicYear" label={label('academicYear')} choices={yearChoices()} translateChoice={false} isRequired {...common} />
      ) : null}
      {k === OrgApplyKind.YEAR ? (
        <>
          <YearCounts />
          <TextInput source="financeSummary" label={label('financeSummary')} multiline minRows={2} {...common} />
        </>
      ) : null}
      {k === OrgApplyKind.APPRAISING ? (
        <>
          <SelectInput source="requestedStar" label={label('requestedStar')} choices={[1, 2, 3, 4, 5].map((n) => ({ id: n, name: '★'.repeat(n) }))} translateChoice={false} isRequired {...common} />
          <BooleanInput source="requestedExcellent" label={label('requestedExcellent')} />
        </>
      ) : null}
      {k !== OrgApplyKind.CREATE ? (
        <TextInput source="reason" label={label(k === OrgApplyKind.CANCEL ? 'cancelReason' : 'reason')} isRequired={k === OrgApplyKind.CANCEL} multiline minRows={2} {...common} />
      ) : null}
    </>
  );
}

export interface ApplyDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
  /** A kind chosen beforehand (the select is then fixed). */
  kind?: number;
  /** A rejected application to correct and resubmit. */
  correcting?: OrgApplicationDetail | null;
}

export function ApplyDialog({ open, onClose, onSaved, kind, correcting }: ApplyDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<OrgLifecycleDataProvider>();
  const resolver = useMemo(() => schemaResolver(applyParams, {}, { raw: true }), []);
  const save = useCallback(async (values: Record<string, unknown>) => {
    // Blank optional fields are left out; founderCodes is sent as typed.
    const kept = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== null && v !== undefined));
    // The kind of a correction, or one chosen beforehand, is fixed (its select is read-only).
    const body = { ...kept, kind: Number(correcting?.kind ?? kind ?? values.kind) };
    const { id } = correcting ? await dp.resubmitOrgApplication({ ...body, id: correcting.id }) : await dp.applyOrganization(body);
    notify('orgLifecycle.form.submitted', { type: 'success' });
    onSaved(id);
  }, [dp, correcting, kind, notify, onSaved]);
  const { onSubmit, formError, clearFormError } = useSchemaSubmit(save, FIELDS);
  useEffect(() => {
    if (open) clearFormError();
  }, [open, clearFormError]);
  const defaults = useMemo(() => valuesOf(correcting, kind), [correcting, kind]);
  return (
    <SchemaFormDialog
      open={open} title={translate(correcting ? 'orgLifecycle.form.resubmit_title' : 'orgLifecycle.form.title')} formKey={`${correcting?.id ?? 'new'}:${kind ?? ''}:${open}`}
      defaultValues={defaults} resolver={resolver} onSubmit={onSubmit} formError={formError} onClose={onClose} texts="orgLifecycle"
    >
      <KindFields fixedKind={!!correcting || kind !== undefined} />
    </SchemaFormDialog>
  );
}
