/** The staff resource config (/teacher/user); the page is loaded lazily. */
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import type { EmployeeRow } from '../../../common/api';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./StaffList')),
  icon: BadgeOutlined,
  recordRepresentation: (record: EmployeeRow) => `${record.name}（${record.code}）`,
};
