/**
 * The page at '/' (spec §2): 数据一览 for admin-side users, 我的首页 for students (identity 1 or 2).
 */
import { isStudentIdentity } from '../../common/api';
import { readProfile } from '../layout/shellSession';
import { StudentHome } from '../student/StudentHome';
import { Overview } from './Overview';

export function Home() {
  return isStudentIdentity(readProfile().identity) ? <StudentHome /> : <Overview />;
}
