/** 审核记录 of the activity detail (shared AuditTimeline), with the activity status chips and colours. */
import type { AuditHistoryItem } from '../../../../common/activities';
import { AuditTimeline } from '../../shared/AuditTimeline';
import { ActivityStatusChip, activityStatusColor } from '../ActivityStatusChip';

const keys = {
  empty: 'activities.history.empty', label: 'activities.detail.tab_history', step: 'activities.history.step',
  system: 'activities.history.system', opinion: 'activities.history.opinion',
};

export function HistoryTimeline({ items }: { items: AuditHistoryItem[] }) {
  return (
    <AuditTimeline
      items={items} keys={keys}
      dotColor={(status, t) => {
        const c = activityStatusColor(status);
        return t.palette[c === 'default' ? 'secondary' : c].main;
      }}
      chip={(status) => <ActivityStatusChip status={status} />}
    />
  );
}
