/**
 * What can be done to a project, in the list's 操作 column and on its page: 查看, 编辑, 停用 / 启用
 * (setProjectEnabled: POST /project/enable {id, enabled}; 停用 asks first: students can no longer
 * declare) and 删除 (delete('projects'): POST /project/delete {id}, after a confirmation; the server
 * refuses a project that has declarations and the dialog shows why).
 */
import { useState, type MouseEvent } from 'react';
import { Button, Stack } from '@mui/material';
import { useDataProvider, useDelete, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ProjectRow } from '../../../../common/declarations';
import type { DeclarationDataProvider } from '../../../dataProvider/declarations';
import { DeleteDialog } from '../../shared/DeleteDialog';
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
  const click = (action: () => void) => (e: MouseEvent) => {
    e.stopPropagation();
    action();
  };
  const enable = async (enabled: boolean) => {
    // 启用 is a direct click, so its refusal toasts; 停用's confirmation dialog shows its own.
    const call = dataProvider.setProjectEnabled(project.id, enabled);
    await (enabled ? call.catch(notifyAndRethrow) : call);
    notify(enabled ? 'declarations.project.done_enable' : 'declarations.project.done_disable', { type: 'success' });
    onChanged();
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      {hideShow ? null : (
        <Button size="small" sx={{ minWidth: 0 }} onClick={click(() => navigate(projectDetailPath(project.id)))}>{translate('ra.action.show')}</Button>
      )}
      <Button size="small" sx={{ minWidth: 0 }} onClick={click(() => navigate(projectEditPath(project.id)))}>{translate('ra.action.edit')}</Button>
      {project.enabled ? (
        <Button size="small" color="warning" sx={{ minWidth: 0 }} onClick={click(() => setConfirm('disable'))}>{translate('declarations.project.disable')}</Button>
      ) : (
        <Button size="small" color="success" sx={{ minWidth: 0 }} onClick={click(() => void enable(true).catch(() => undefined))}>{translate('declarations.project.enable')}</Button>
      )}
      <Button size="small" color="error" sx={{ minWidth: 0 }} onClick={click(() => setConfirm('delete'))}>{translate('ra.action.delete')}</Button>
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
    </Stack>
  );
}
