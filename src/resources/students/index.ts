/**
 * The students resource config (EXAMPLES.md: {list, show, edit, create, icon, recordRepresentation})
 * and its other pages. Every page is loaded lazily so the route group's code stays out of the first
 * bundle.
 */
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import type { StudentRow } from '../../../common/api';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./StudentList')),
  show: lazyWithRetry(() => import('./StudentShow')),
  edit: lazyWithRetry(() => import('./StudentEdit').then((m) => ({ default: m.StudentEdit }))),
  create: lazyWithRetry(() => import('./StudentEdit').then((m) => ({ default: m.StudentCreate }))),
  exports: lazyWithRetry(() => import('./ExportJobs')),
  turnMajor: lazyWithRetry(() => import('./TurnMajorPage')),
  icon: SchoolOutlined,
  recordRepresentation: (record: StudentRow) => `${record.name}（${record.code}）`,
};
