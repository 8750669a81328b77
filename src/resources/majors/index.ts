/** The majors resource (专业, /usermng/student/major); the page loads lazily. */
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import type { MajorRow } from '../../../common/api';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./MajorList')),
  icon: MenuBookOutlined,
  recordRepresentation: (record: MajorRow) => record.name,
};
