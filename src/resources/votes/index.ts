/** 评选投票 pages of issue 21 (routes: ./routes.tsx), each loaded lazily. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./Lists').then((m) => ({ default: m.VoteList }))),
  audit: lazyWithRetry(() => import('./Lists').then((m) => ({ default: m.VoteAuditList }))),
  form: lazyWithRetry(() => import('./VoteForm')),
  show: lazyWithRetry(() => import('./VoteShow')),
  mine: lazyWithRetry(() => import('./Mine').then((m) => ({ default: m.MyVotes }))),
  ballot: lazyWithRetry(() => import('./Mine').then((m) => ({ default: m.Ballot }))),
};
