/** The classes resource (班级, /usermng/student/class); the page loads lazily. */
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import type { ClassRow } from '../../../common/api';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./ClassList')),
  icon: GroupsOutlined,
  recordRepresentation: (record: ClassRow) => record.name,
};
