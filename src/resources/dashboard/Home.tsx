/**
 * The page at '/' and '/dashboard' (spec §2): 我的首页 for students (identity 1 or 2); for staff,
 * the admin dashboard when they hold the '/dashboard' module, else 数据一览 — the welcome card and
 * quick links to their menu groups. While the permissions load, staff see the welcome card.
 */
import { usePermissions } from 'react-admin';
import { isStudentIdentity } from '../../../common/api';
import { hasPermission, type PermissionsLike } from '../../authProvider/permissions';
import { readProfile } from '../../layout/shellSession';
import { StudentHome } from '../studentHome/StudentHome';
import { Dashboard } from './Dashboard';
import { Overview } from './Overview';
import { WelcomeCard } from './WelcomeCard';

/** The module that opens the admin dashboard. */
export const DASHBOARD_MODULE = '/dashboard';

function StaffHome() {
  const { permissions, isPending } = usePermissions<PermissionsLike>();
  if (isPending) return <WelcomeCard profile={readProfile()} />;
  return hasPermission(permissions, DASHBOARD_MODULE) ? <Dashboard /> : <Overview />;
}

export function Home() {
  return isStudentIdentity(readProfile().identity) ? <StudentHome /> : <StaffHome />;
}
