/**
 * Create or edit an organisation: name, parent (from this nature's tree; not itself or below it),
 * level of affiliation (校级/院级), secretary, remarks and — when editing — the leader, chosen among
 * the organisation's leaders. POST /organization/add | update (the `organizations` resource),
 * validated by the add endpoint's own schema (common/schemas/organizations.ts) and sending its
 * output (a blank parent, leader or text clears it); a refusal naming a field shows under it.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { RadioButtonGroupInput, SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { TreePickerInput } from '../shared/TreePicker';
import type { OrganizationDetail, OrganizationMemberRow, OrganizationNode } from '../../../common/api';
import { organizationAddParams, type OrganizationAddParams } from '../../../common/schemas/organizations';
import { findNode, flattenTree, subtreeIds } from '../../../common/tree';
import { useSaveRecord } from '../shared/CrudList';
import { SchemaFormDialog } from '../shared/SchemaFormDialog';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';

const FIELDS = ['name', 'parentId', 'identity', 'secretaryName', 'remarks', 'userId'] as const;

const toValues = (r?: OrganizationDetail, parentId?: number) => ({
  name: r?.name ?? '',
  parentId: r ? r.parentId || '' : parentId ?? '',
  identity: r?.identity ?? 1,
  secretaryName: r?.secretaryName ?? '',
  remarks: r?.remarks ?? '',
  userId: r?.userId || '',
});

export interface OrganizationFormProps {
  open: boolean;
  nature: number;
  tree: OrganizationNode[];
  /** The organisation being edited; absent when creating. */
  record?: OrganizationDetail;
  /** Preset parent when adding a sub-organisation. */
  parent?: OrganizationNode;
  onClose: () => void;
  onSaved: (saved: OrganizationDetail, created: boolean) => void;
}

/** Leaders of the organisation (leaders are listed first, so one page of 40 holds them). */
function useLeaders(id: number | undefined) {
  const { data } = useGetList<OrganizationMemberRow & { id: number }>(
    'organizationMembers',
    { filter: { organizationId: id }, pagination: { page: 1, perPage: 40 } },
    { enabled: id !== undefined },
  );
  return (data ?? []).filter((m) => m.isLeader).map((m) => ({ id: m.userId, name: `${m.name}（${m.code}）` }));
}

export function OrganizationForm({ open, nature, tree, record, parent, onClose, onSaved }: OrganizationFormProps) {
  const translate = useTranslate();
  const saveRecord = useSaveRecord<OrganizationDetail>('organizations');
  const leaders = useLeaders(open && record ? record.id : undefined);
  const parents = useMemo(() => {
    const self = record ? findNode(tree, record.id) : undefined;
    const excluded = new Set(self ? subtreeIds(self) : []);
    // The picker indents by parentId and searches by name and ancestors (deep trees of 学生会 departments).
    return flattenTree(tree).filter(({ node }) => !excluded.has(node.id)).map(({ node }) => ({ id: node.id, name: node.name, parentId: node.parentId }));
  }, [tree, record]);
  const identities = [1, 2].map((id) => ({ id, name: translate(`organizations.identity.${id}`) }));
  const label = useCallback((f: string) => translate(`resources.organizations.fields.${f}`), [translate]);
  const resolver = useMemo(() => {
    const tooLong = (field: string, max: number) => ({ malformed: translate('structure.validation.too_long', { field: label(field), max }) });
    return schemaResolver(organizationAddParams, {
      name: { required: translate('structure.validation.required', { field: label('name') }), ...tooLong('name', 50) },
      secretaryName: tooLong('secretaryName', 30),
      remarks: tooLong('remarks', 500),
    });
  }, [translate, label]);

  const save = useCallback(
    async ({ nature: _unused, ...values }: OrganizationAddParams) =>
      record ? saveRecord(record.id, { ...values, id: record.id }) : saveRecord(undefined, { ...values, userId: undefined, nature }),
    [record, saveRecord, nature],
  );
  const saved = useCallback((result: OrganizationDetail) => onSaved(result, !record), [onSaved, record]);
  const { onSubmit, formError, clearFormError } = useSchemaSubmit(async (v: OrganizationAddParams) => saved(await save(v)), FIELDS);
  useEffect(() => {
    if (open) clearFormError();
  }, [open, clearFormError]);

  const title = record
    ? translate('organizations.dialog.edit')
    : parent
      ? translate('organizations.dialog.create_child', { parent: parent.name })
      : translate('organizations.dialog.create', { nature: translate(`organizations.nature.${nature}`) });

  return (
    <SchemaFormDialog
      open={open}
      title={title}
      formKey={`${record?.id ?? 'new'}:${parent?.id ?? ''}`}
      defaultValues={toValues(record, parent?.id)}
      resolver={resolver}
      onSubmit={onSubmit}
      formError={formError}
      onClose={onClose}
    >
      <TextInput source="name" label={label('name')} isRequired autoFocus fullWidth size="small" slotProps={{ htmlInput: { maxLength: 50, 'aria-label': label('name') } }} />
      <TreePickerInput source="parentId" label={label('parentId')} choices={parents} placeholder={translate('organizations.dialog.top_level')} sx={{ width: '100%' }} />
      <RadioButtonGroupInput source="identity" label={label('identity')} choices={identities} row parse={Number} />
      {record ? (
        <SelectInput
          source="userId"
          label={label('userId')}
          choices={leaders}
          emptyText="organizations.detail.none"
          helperText={leaders.length ? 'organizations.dialog.leader_hint' : 'organizations.dialog.no_leaders'}
          fullWidth
          size="small"
        />
      ) : null}
      <TextInput source="secretaryName" label={label('secretaryName')} fullWidth size="small" slotProps={{ htmlInput: { maxLength: 30 } }} />
      <TextInput source="remarks" label={label('remarks')} multiline minRows={3} fullWidth size="small" slotProps={{ htmlInput: { maxLength: 500 } }} />
    </SchemaFormDialog>
  );
}
