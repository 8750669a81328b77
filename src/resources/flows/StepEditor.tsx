/**
 * The ordered steps of a flow (issue 4 "Review processes"): each row has the step name, the auditor
 * type (角色 / 组织负责人 / 指定人员) with a role select or a staff multi-select, and buttons to move
 * it up or down or remove it; 添加步骤 appends one (at most 10).
 */
import AddIcon from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Autocomplete, Box, Button, FormHelperText, IconButton, MenuItem, Paper, TextField, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FLOW_MAX_STEPS } from '../../../common/flows';
import type { Choice } from '../roles/options';
import { moveStep, newStep, type StepValues } from './flowForm';

export interface StepEditorProps {
  steps: StepValues[];
  onChange: (steps: StepValues[]) => void;
  roles: Choice[];
  users: Choice[];
  /** i18n error key per step index. */
  errors?: Record<number, string>;
}

export function StepEditor({ steps, onChange, roles, users, errors = {} }: StepEditorProps) {
  const translate = useTranslate();
  const patch = (i: number, change: Partial<StepValues>) => onChange(steps.map((s, k) => (k === i ? { ...s, ...change } : s)));
  return (
    <Box>
      {steps.map((s, i) => (
        <Paper key={s.key} variant="outlined" sx={{ p: 1.5, mb: 1 }} role="group" aria-label={translate('flows.step.label', { n: i + 1 })}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" sx={{ minWidth: 48 }}>{translate('flows.step.label', { n: i + 1 })}</Typography>
            <TextField
              size="small" label={translate('flows.step.name')} value={s.name} sx={{ width: 180 }}
              onChange={(e) => patch(i, { name: e.target.value })} slotProps={{ htmlInput: { maxLength: 30 } }}
            />
            <TextField
              select size="small" label={translate('flows.step.auditorType')} value={s.auditorType} sx={{ width: 140 }}
              onChange={(e) => patch(i, { auditorType: Number(e.target.value) as 1 | 2 | 3 })}
            >
              {[1, 2, 3].map((t) => <MenuItem key={t} value={t}>{translate(`flows.auditorType.${t}`)}</MenuItem>)}
            </TextField>
            {s.auditorType === 1 ? (
              <TextField
                select size="small" label={translate('flows.step.role')} value={s.roleId} sx={{ width: 180 }}
                onChange={(e) => patch(i, { roleId: e.target.value === '' ? '' : Number(e.target.value) })}
              >
                {roles.map((r) => <MenuItem key={r.id} value={r.id}>{r.name}</MenuItem>)}
              </TextField>
            ) : null}
            {s.auditorType === 2 ? <Typography variant="body2" color="text.secondary">{translate('flows.step.leader_hint')}</Typography> : null}
            {s.auditorType === 3 ? (
              <Autocomplete
                multiple size="small" sx={{ minWidth: 260, flex: 1 }} options={users}
                getOptionLabel={(o) => o.name} isOptionEqualToValue={(a, b) => a.id === b.id}
                value={users.filter((u) => s.userIds.includes(u.id))}
                onChange={(_, picked) => patch(i, { userIds: picked.map((p) => p.id) })}
                noOptionsText={translate('flows.step.no_users')}
                renderInput={(params) => <TextField {...params} label={translate('flows.step.users')} />}
              />
            ) : null}
            <Box sx={{ ml: 'auto' }}>
              <Tooltip title={translate('flows.action.up')}>
                <span><IconButton size="small" aria-label={translate('flows.action.up')} disabled={i === 0} onClick={() => onChange(moveStep(steps, i, -1))}><ArrowUpward fontSize="small" /></IconButton></span>
              </Tooltip>
              <Tooltip title={translate('flows.action.down')}>
                <span><IconButton size="small" aria-label={translate('flows.action.down')} disabled={i === steps.length - 1} onClick={() => onChange(moveStep(steps, i, 1))}><ArrowDownward fontSize="small" /></IconButton></span>
              </Tooltip>
              <Tooltip title={translate('flows.action.remove_step')}>
                <span><IconButton size="small" aria-label={translate('flows.action.remove_step')} disabled={steps.length === 1} onClick={() => onChange(steps.filter((_, k) => k !== i))}><DeleteOutline fontSize="small" /></IconButton></span>
              </Tooltip>
            </Box>
          </Box>
          {errors[i] ? <FormHelperText error>{translate(errors[i])}</FormHelperText> : null}
        </Paper>
      ))}
      <Button size="small" startIcon={<AddIcon />} disabled={steps.length >= FLOW_MAX_STEPS} onClick={() => onChange([...steps, newStep()])}>
        {translate('flows.action.add_step')}
      </Button>
    </Box>
  );
}
