/** Small cells of the vote pages (issue 21): status and phase chips, the candidate's photo. */
import { Avatar, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VotePhase } from '../../../common/votes';

/** A vote's review status (common/votes.ts VoteStatus) as a coloured chip. */
export function VoteStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 1 ? 'warning' : status === 2 ? 'error' : 'success'} label={translate(`votes.status.${status}`)} />;
}

/** Where a published vote stands: 未开始, 投票中, 已结束. */
export function PhaseChip({ phase }: { phase: VotePhase }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={phase === 'open' ? 'primary' : 'default'} label={translate(`votes.phase.${phase}`)} />;
}

/** The candidate's photo, or their name's first character. */
export function CandidatePhoto({ name, url, size = 56 }: { name: string; url: string | null; size?: number }) {
  return <Avatar variant="rounded" src={url ?? undefined} alt={name} sx={{ width: size, height: size, fontSize: size / 2.5 }}>{name.slice(0, 1)}</Avatar>;
}

type ScopeRow = { scopeType: number; scopeName: string };

/** Who votes: 全校 (in the interface language) or the college's or class's own name. */
export const scopeText = (translate: (key: string) => string, row: ScopeRow): string =>
  row.scopeType === 1 ? translate('votes.scope.1') : row.scopeName || translate(`votes.scope.${row.scopeType}`);

/** {@link scopeText} as a table cell. */
export function ScopeName({ row }: { row: ScopeRow }) {
  const translate = useTranslate();
  return <>{scopeText(translate, row)}</>;
}
