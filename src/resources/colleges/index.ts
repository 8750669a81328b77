/** The colleges resource (院系, /usermng/student/college and the 行政部门 tree); pages load lazily. */
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import type { CollegeRow } from '../../../common/api';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./CollegeList')),
  tree: lazyWithRetry(() => import('./DepartmentTree')),
  icon: AccountBalanceOutlined,
  recordRepresentation: (record: CollegeRow) => record.name,
};
