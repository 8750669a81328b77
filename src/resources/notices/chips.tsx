/** The small labels of a notice: its status, its audience (a college by name) and the pinned mark. */
import PushPin from '@mui/icons-material/PushPin';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NoticeAudience, NoticeStatus } from '../../../common/notices';

const statusColor: Record<NoticeStatus, 'default' | 'success' | 'warning'> = { 0: 'default', 1: 'success', 2: 'warning' };

/** 草稿 / 已发布 / 已撤回. */
export function NoticeStatusChip({ status }: { status: NoticeStatus }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={statusColor[status] ?? 'default'} label={translate(`notices.status.${status}`)} />;
}

/** The audience's words; a college notice names the college. */
export function useAudienceLabel() {
  const translate = useTranslate();
  return (audience: NoticeAudience, collegeName?: string | null) =>
    audience === 'college' && collegeName ? translate('notices.audience_college', { college: collegeName }) : translate(`notices.audience.${audience}`);
}

export function AudienceChip({ audience, collegeName }: { audience: NoticeAudience; collegeName?: string | null }) {
  const label = useAudienceLabel();
  return <Chip size="small" color={audience === 'all' ? 'primary' : 'default'} variant={audience === 'all' ? 'filled' : 'outlined'} label={label(audience, collegeName)} />;
}

/** 置顶 with a pin. */
export function PinnedChip() {
  const translate = useTranslate();
  return <Chip size="small" color="error" variant="outlined" icon={<PushPin sx={{ fontSize: 14 }} />} label={translate('notices.pinned')} sx={{ height: 20, '& .MuiChip-label': { px: 0.75 } }} />;
}
