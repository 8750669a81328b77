/** A project's phase (format.ts projectPhase) as a chip: 申报中 green, 未开始 blue, 已结束 grey, 已停用 red. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProjectRow } from '../../../../common/declarations';
import { projectPhase, type ProjectPhase } from './format';

const colors: Record<ProjectPhase, 'success' | 'info' | 'default' | 'error'> = { open: 'success', upcoming: 'info', ended: 'default', disabled: 'error' };

export function ProjectStatusChip({ project, size = 'small' }: { project: Pick<ProjectRow, 'enabled' | 'open' | 'applyStart' | 'applyEnd'>; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const phase = projectPhase(project);
  return <Chip size={size} color={colors[phase]} variant={phase === 'open' ? 'filled' : 'outlined'} label={translate(`declarations.project.phase.${phase}`)} />;
}
