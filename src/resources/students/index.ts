/**
 * The students resource config (EXAMPLES.md: {list, icon, recordRepresentation}). The list page
 * is loaded lazily so the route group's code stays out of the first bundle.
 */
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import type { StudentRow } from '../../../common/api';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./StudentList')),
  icon: SchoolOutlined,
  recordRepresentation: (record: StudentRow) => `${record.name}（${record.code}）`,
};
