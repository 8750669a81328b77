/**
 * RequireModule for pages that several modules reach (the detail: the list, the history or the
 * launch module; the QR screen: the list or the launch module): renders the page when the user
 * holds any of `paths`, otherwise RequireModule's 权限警告 for the first.
 */
import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { hasPermission, type PermissionsLike } from '../../authProvider/permissions';
import { RequireModule } from '../roles/RequireModule';

export function RequireAnyModule({ paths, children }: { paths: string[]; children?: ReactNode }) {
  const { permissions, isPending } = usePermissions<PermissionsLike>();
  if (isPending) return null;
  const held = paths.find((p) => hasPermission(permissions, p));
  return <RequireModule path={held ?? paths[0]}>{children}</RequireModule>;
}
