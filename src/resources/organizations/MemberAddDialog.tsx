/**
 * 添加成员: student numbers separated by commas, spaces or new lines. POST /organization/member/add,
 * validated by the endpoint's own schema (common/schemas/organizations.ts, which splits the codes);
 * when some numbers are unknown nothing is added and they are listed under the field.
 */
import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { MemberAddResult } from '../../../common/api';
import { memberAddParams } from '../../../common/schemas/organizations';
import { ApiError } from '../../dataProvider';
import type { OrganizationDataProvider } from '../../dataProvider/organizations';
import { SchemaFormDialog } from '../shared/SchemaFormDialog';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';

export interface MemberAddDialogProps {
  open: boolean;
  organization: { id: number; name: string };
  onClose: () => void;
  onAdded: () => void;
}

const FIELDS = ['userCodes'] as const;
const DEFAULTS = { userCodes: '' };
const resolver = schemaResolver(memberAddParams.pick({ userCodes: true }), {
  userCodes: { required: 'organizations.member.codes_required', malformed: 'organizations.member.codes_required' },
});

export function MemberAddDialog({ open, organization, onClose, onAdded }: MemberAddDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<OrganizationDataProvider>();
  const { mutateAsync } = useMutation({
    mutationFn: async ({ userCodes }: { userCodes: string[] }) => {
      try {
        return await dataProvider.addOrganizationMembers(organization.id, userCodes);
      } catch (e) {
        const unknown = e instanceof ApiError ? (e.data as { unknownCodes?: string[] } | null)?.unknownCodes : undefined;
        // Say it in the interface language, listing the codes.
        if (unknown?.length) throw new ApiError(10002, `参数错误: userCodes ${translate('organizations.member.unknown', { codes: unknown.join('，') })}`);
        throw e;
      }
    },
    onSuccess: (result: MemberAddResult) =>
      notify(result.existing.length ? 'organizations.member.added_existing' : 'organizations.member.added', {
        type: 'success',
        messageArgs: { added: result.added, existing: result.existing.length },
      }),
  });
  const { onSubmit, formError } = useSchemaSubmit(mutateAsync, FIELDS, useCallback(() => onAdded(), [onAdded]));

  return (
    <SchemaFormDialog
      open={open}
      title={translate('organizations.member.add_title', { name: organization.name })}
      formKey={organization.id}
      defaultValues={DEFAULTS}
      resolver={resolver}
      onSubmit={onSubmit}
      formError={formError}
      onClose={onClose}
    >
      <TextInput
        source="userCodes"
        label="organizations.member.codes"
        helperText="organizations.member.codes_hint"
        isRequired
        multiline
        minRows={3}
        autoFocus
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: 20000, 'aria-label': translate('organizations.member.codes') } }}
      />
    </SchemaFormDialog>
  );
}
