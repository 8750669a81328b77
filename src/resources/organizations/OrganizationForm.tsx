/**
 * Create or edit an organisation: name, parent (from this nature's tree; not itself or below it),
 * level of affiliation (校级/院级), secretary, remarks and — when editing — the leader, chosen among
 * the organisation's leaders. POST /organization/add | update (the `organizations` resource).
 */
import { useEffect, useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { OrganizationDetail, OrganizationMemberRow, OrganizationNode } from '../../../common/api';
import { useSaveRecord } from '../shared/CrudList';
import { FormDialog } from '../shared/FormDialog';
import { FormSelect, FormText } from '../shared/FormFields';
import { useFormState } from '../shared/useFormState';
import { compact, optionalText, requiredText } from '../shared/validate';
import { findNode } from '../shared/TreeList';
import { flattenTree, subtreeIds } from './queries';

interface Values {
  name: string;
  parentId: number | '';
  identity: number | '';
  secretaryName: string;
  remarks: string;
  userId: number | '';
}

const toValues = (r?: OrganizationDetail, parentId?: number): Values => ({
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
  const form = useFormState<Values>(toValues(record, parent?.id));
  const saveRecord = useSaveRecord<OrganizationDetail>('organizations');
  const { reset } = form;
  useEffect(() => {
    if (open) reset(toValues(record, parent?.id));
  }, [open, record, parent, reset]);
  const leaders = useLeaders(open && record ? record.id : undefined);
  const parents = useMemo(() => {
    const self = record ? findNode(tree, record.id) : undefined;
    const excluded = new Set(self ? subtreeIds(self) : []);
    return flattenTree(tree).filter((o) => !excluded.has(o.id));
  }, [tree, record]);
  const identities = [1, 2].map((id) => ({ id, name: translate(`organizations.identity.${id}`) }));
  const label = (f: string) => translate(`resources.organizations.fields.${f}`);

  const save = async () => {
    let saved: OrganizationDetail | undefined;
    const ok = await form.submit(
      (v) =>
        compact({
          name: requiredText(translate, v.name, label('name')),
          secretaryName: optionalText(translate, v.secretaryName, label('secretaryName'), 30),
          remarks: optionalText(translate, v.remarks, label('remarks'), 500),
        }),
      async (v) => {
        const body = {
          name: v.name.trim(), parentId: v.parentId === '' ? 0 : v.parentId, identity: v.identity,
          secretaryName: v.secretaryName.trim(), remarks: v.remarks.trim(),
        };
        saved = record
          ? await saveRecord(record.id, { ...body, id: record.id, userId: v.userId === '' ? 0 : v.userId })
          : await saveRecord(undefined, { ...body, nature });
      },
    );
    if (ok && saved) onSaved(saved, !record);
  };

  const title = record
    ? translate('organizations.dialog.edit')
    : parent
      ? translate('organizations.dialog.create_child', { parent: parent.name })
      : translate('organizations.dialog.create', { nature: translate(`organizations.nature.${nature}`) });

  return (
    <FormDialog open={open} title={title} saving={form.saving} error={form.formError} onClose={onClose} onSubmit={save}>
      <FormText form={form} name="name" label={label('name')} required maxLength={50} autoFocus />
      <FormSelect form={form} name="parentId" label={label('parentId')} choices={parents} emptyLabel={translate('organizations.dialog.top_level')} />
      <FormSelect form={form} name="identity" label={label('identity')} choices={identities} />
      {record ? (
        <FormSelect
          form={form}
          name="userId"
          label={label('userId')}
          choices={leaders}
          emptyLabel={translate('organizations.detail.none')}
          helperText={translate(leaders.length ? 'organizations.dialog.leader_hint' : 'organizations.dialog.no_leaders')}
        />
      ) : null}
      <FormText form={form} name="secretaryName" label={label('secretaryName')} maxLength={30} />
      <FormText form={form} name="remarks" label={label('remarks')} maxLength={500} multiline />
    </FormDialog>
  );
}
