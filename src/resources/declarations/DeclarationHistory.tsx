/** 审核记录 of a declaration (shared AuditTimeline), with the declaration status chips: pending amber, approved green, rejected red, withdrawn grey. */
import type { Theme } from '@mui/material';
import type { AuditHistoryItem } from '../../../common/activities';
import { AuditTimeline } from '../shared/AuditTimeline';
import { DeclarationStatusChip } from './chips';

const keys = {
  empty: 'declarations.detail.no_history', label: 'declarations.detail.section_history', step: 'declarations.detail.history_step',
  system: 'declarations.detail.system', opinion: 'declarations.detail.opinion',
};

function dotColor(status: number, t: Theme): string {
  if (status === 1) return t.palette.warning.main;
  if (status === 2) return t.palette.success.main;
  if (status === 4) return t.palette.grey[500];
  return t.palette.error.main;
}

export function DeclarationHistory({ items }: { items: AuditHistoryItem[] }) {
  return <AuditTimeline items={items} keys={keys} dotColor={dotColor} chip={(status) => <DeclarationStatusChip status={status} />} />;
}
