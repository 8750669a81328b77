/** Small cells of the punishment pages (issue 21): the level and status chips, and the paths of the pages. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PUNISHMENT_PATHS } from '../../../common/punishments';

export const editPath = (id?: number) => (id ? `${PUNISHMENT_PATHS.edit}?id=${id}` : PUNISHMENT_PATHS.edit);
export const detailPath = (id: number) => `${PUNISHMENT_PATHS.detail}?id=${id}`;

/** A level: the two blacklisting ones in red, 记过 in orange, warnings in grey. */
export function LevelChip({ level }: { level: number }) {
  const translate = useTranslate();
  const color = level >= 4 ? 'error' : level === 3 ? 'warning' : 'default';
  return <Chip size="small" color={color} variant={level >= 3 ? 'filled' : 'outlined'} label={translate(`punishments.level.${level}`)} />;
}

/** 生效中 or 已撤销. */
export function StatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 1 ? 'error' : 'default'} variant="outlined" label={translate(`punishments.status.${status}`)} />;
}
