/** 审核记录 of organisation applications (shared AuditTimeline) with the application status chips. */
import type { AuditHistoryItem } from '../../../common/activities';
import { AuditTimeline } from '../shared/AuditTimeline';
import { ApplyStatusChip, applyDotColor } from './chips';

const keys = {
  empty: 'orgLifecycle.detail.no_history', label: 'orgLifecycle.detail.section_history', step: 'orgLifecycle.detail.history_step',
  system: 'orgLifecycle.detail.system', opinion: 'orgLifecycle.detail.opinion',
};

export function OrgHistory({ items }: { items: AuditHistoryItem[] }) {
  return <AuditTimeline items={items} keys={keys} dotColor={applyDotColor} chip={(status) => <ApplyStatusChip status={status} />} />;
}
