/** The roles resource config (/system/teacher/role); the page is loaded lazily. */
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { RoleRow } from '../../../common/api';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./RoleList')),
  icon: AdminPanelSettingsOutlined,
  recordRepresentation: (record: RoleRow) => record.name,
};
