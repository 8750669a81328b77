/** The campuses resource (校区, /usermng/student/campus); the page loads lazily. */
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import type { CampusRow } from '../../../common/api';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./CampusList')),
  icon: ApartmentOutlined,
  recordRepresentation: (record: CampusRow) => record.name,
};
