/**
 * 添加成员: student numbers separated by commas, spaces or new lines. POST /organization/member/add;
 * when some numbers are unknown nothing is added and they are listed under the field.
 */
import { useEffect } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { MemberAddResult } from '../../../common/api';
import { ApiError } from '../../dataProvider';
import type { OrganizationDataProvider } from '../../dataProvider/organizations';
import { FormDialog } from '../shared/FormDialog';
import { FormText } from '../shared/FormFields';
import { useFormState } from '../shared/useFormState';

export interface MemberAddDialogProps {
  open: boolean;
  organization: { id: number; name: string };
  onClose: () => void;
  onAdded: () => void;
}

/** Splits what the user typed into distinct codes (the server applies the same rule). */
export function parseCodes(text: string): string[] {
  return [...new Set(text.split(/[\s,，;；、]+/).map((c) => c.trim()).filter(Boolean))];
}

export function MemberAddDialog({ open, organization, onClose, onAdded }: MemberAddDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<OrganizationDataProvider>();
  const form = useFormState({ userCodes: '' });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ userCodes: '' });
  }, [open, reset]);

  const save = async () => {
    let result: MemberAddResult | undefined;
    const ok = await form.submit(
      (v) => (parseCodes(v.userCodes).length ? {} : { userCodes: translate('organizations.member.codes_required') }),
      async (v) => {
        try {
          result = await dataProvider.addOrganizationMembers(organization.id, parseCodes(v.userCodes));
        } catch (e) {
          const unknown = e instanceof ApiError ? (e.data as { unknownCodes?: string[] } | null)?.unknownCodes : undefined;
          // Say it in the interface language, listing the codes.
          if (unknown?.length) throw new ApiError(10002, `参数错误: userCodes ${translate('organizations.member.unknown', { codes: unknown.join('，') })}`);
          throw e;
        }
      },
    );
    if (!ok || !result) return;
    notify(result.existing.length ? 'organizations.member.added_existing' : 'organizations.member.added', {
      type: 'success',
      messageArgs: { added: result.added, existing: result.existing.length },
    });
    onAdded();
  };

  return (
    <FormDialog
      open={open}
      title={translate('organizations.member.add_title', { name: organization.name })}
      saving={form.saving}
      error={form.formError}
      onClose={onClose}
      onSubmit={save}
    >
      <FormText
        form={form}
        name="userCodes"
        label={translate('organizations.member.codes')}
        required
        multiline
        autoFocus
        maxLength={20000}
        helperText={translate('organizations.member.codes_hint')}
      />
    </FormDialog>
  );
}
