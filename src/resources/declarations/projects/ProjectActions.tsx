/**
 * What can be done to a project, in the list's 操作 column and on its page: 查看, 编辑, 停用 / 启用
 * (setProjectEnabled: POST /project/enable {id, enabled}; 停用 asks first: students can no longer
 * declare) and 删除 (delete('projects'): POST /project/delete {id}, after a confirmation; the server
 * refuses a project that has declarations and the dialog shows why). In a compact list (issue 18
 * item 2) the first stays a button and the others go into the row's ⋮ menu.
 */
import { useState } from 'react';
import { useDataProvider, useDelete, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ProjectRow } from '../../../../common/declarations';
import type { DeclarationDataProvider } from '../../../dataProvider/declarations';
import { DeleteDialog } from '../../shared/DeleteDialog';
import { RowActions } from '../../shared/FitTable';
import { projectDetailPath, projectEditPath } from '../paths';
import { notifyAndRethrow } from '../../../dataProvider/notify';

export interface ProjectActionsProps {
  project: Pick<ProjectRow, 'id' | 'name' | 'enabled'>;
  /** After a change (the caller refreshes); `deleted` when the project is gone. */
  onChanged: (deleted?: boolean) => void;
  /** Leave out 查看 (on the project's own page). */
  hideShow?: boolean;
}

export function ProjectActions({ project, onChanged, hideShow }: ProjectActionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<DeclarationDataProvider>();
  const [deleteOne] = useDelete();
  const [confirm, setConfirm] = useState<'delete' | 'disable' | null>(null);
  const enable = async (enabled: boolean) => {
    // 启用 is a direct click, so its refusal toasts; 停用's confirmation dialog shows its own.
    const call = dataProvider.setProjectEnabled(project.id, enabled);
    await (enabled ? call.catch(notifyAndRethrow) : call);
    notify(enabled ? 'declarations.project.done_enable' : 'declarations.project.done_disable', { type: 'success' });
    onChanged();
  };
  return (
    <>
      <RowActions
        actions={[
          ...(hideShow ? [] : [{ key: 'show', label: translate('ra.action.show'), onClick: () => navigate(projectDetailPath(project.id)) }]),
          { key: 'edit', label: translate('ra.action.edit'), onClick: () => navigate(projectEditPath(project.id)) },
          project.enabled
            ? { key: 'disable', label: translate('declarations.project.disable'), color: 'warning' as const, onClick: () => setConfirm('disable') }
            : { key: 'enable', label: translate('declarations.project.enable'), color: 'success' as const, onClick: () => void enable(true).catch(() => undefined) },
          { key: 'delete', label: translate('ra.action.delete'), color: 'error' as const, onClick: () => setConfirm('delete') },
        ]}
      />
      <DeleteDialog
        open={confirm === 'disable'}
        message={translate('declarations.project.confirm_disable', { name: project.name })}
        confirmLabel={translate('declarations.project.disable')}
        onConfirm={() => enable(false)}
        onClose={() => setConfirm(null)}
      />
      <DeleteDialog
        open={confirm === 'delete'}
        message={translate('declarations.project.confirm_delete', { name: project.name })}
        confirmLabel={translate('ra.action.delete')}
        // Silent: the dialog shows the refusal.
        onConfirm={() => deleteOne('projects', { id: project.id, previousData: project, meta: { silent: true } }, { returnPromise: true })}
        onDeleted={() => {
          notify('declarations.project.done_delete', { type: 'success' });
          onChanged(true);
        }}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}
