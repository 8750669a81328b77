/** 学期设置 (/system/term): the term page; loaded lazily. */
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./TermPage')),
  icon: EventNoteOutlined,
};
