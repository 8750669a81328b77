/** The two list pages of 处分 (issue 21), one lazy chunk: 处分管理 and 处分撤销. */
import { CancelPage, PunishmentList } from './PunishmentList';

export default function ListPages({ page }: { page: 'list' | 'cancel' }) {
  return page === 'list' ? <PunishmentList /> : <CancelPage />;
}
