/**
 * 修改记录 of 参数设置 and 诚信设置 (issue 13 "every change is recorded (who, when, before, after) and
 * listed"): the `ruleChanges` resource through react-admin's ListBase (GET /system/setparams/changes
 * {current, size, target?}), newest first. Each row: time, who, what (the kind, and the cohort set
 * a rule change concerns), every changed field with its Chinese label as before → after, and how
 * many students' verdicts the change changed. A new or deleted set lists its values folded after
 * the first few. A table from 600 px up, stacked rows below.
 */
import { useState } from 'react';
import { Box, Button, Chip, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { CHANGE_TARGETS, type ChangeTarget, type RuleChangeRow, type SchoolParams } from '../../../common/schoolParams';
import { EmptyState } from '../shared/EmptyState';
import { ListPagination } from '../shared/ListPagination';
import { changeWhat, fieldLabel, valueText } from './format';
import { BlockSkeleton } from './layout';

const TARGETS = CHANGE_TARGETS;
/** Changed fields shown before 展开全部. */
const FOLDED = 4;

export interface ChangeLogProps {
  /** Only this kind of change (诚信设置 shows 'integrity'); otherwise a 类别 filter is offered. */
  target?: ChangeTarget;
  /** Module names for the module lists of a rule change. */
  modules: SchoolParams['modules'];
  scoreUnit: string;
}

/** Only a rule change can change verdicts; units and integrity show a dash, not '0 人'. */
const verdictsMayChange = (r: RuleChangeRow) => r.target === 'requirement' || r.target === 'requirement-delete';

function Changes({ row, modules, scoreUnit }: { row: RuleChangeRow; modules: SchoolParams['modules']; scoreUnit: string }) {
  const translate = useTranslate();
  const [all, setAll] = useState(false);
  const created = row.target === 'requirement' && row.changes.length > 0 && row.changes.every((c) => c.before === null);
  const deleted = row.target === 'requirement-delete';
  const folded = created || deleted || row.changes.length > FOLDED + 1;
  const shown = folded && !all ? row.changes.slice(0, FOLDED) : row.changes;
  return (
    <Box sx={{ minWidth: 0 }}>
      {created || deleted ? (
        <Chip size="small" sx={{ mb: 0.5 }} color={deleted ? 'error' : 'primary'} variant="outlined" label={translate(deleted ? 'schoolParams.changes.deleted' : 'schoolParams.changes.created')} />
      ) : null}
      {row.changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{translate('schoolParams.changes.no_field_change')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {shown.map((c) => (
            <Box component="li" key={c.field} sx={{ fontSize: 13, lineHeight: 1.6, overflowWrap: 'anywhere' }} data-testid={`change-${row.id}-${c.field}`}>
              <Box component="span" sx={{ color: 'text.secondary' }}>{translate('schoolParams.changes.field', { field: fieldLabel(translate, c.field, scoreUnit) })}</Box>
              {deleted ? (
                valueText(translate, c.field, c.before, { modules })
              ) : (
                translate('schoolParams.preview.from_to', { before: valueText(translate, c.field, c.before, { modules }), after: valueText(translate, c.field, c.after, { modules }) })
              )}
            </Box>
          ))}
        </Box>
      )}
      {folded && row.changes.length > FOLDED ? (
        <Button size="small" sx={{ px: 0.5, minWidth: 0 }} onClick={() => setAll(!all)}>
          {all ? translate('schoolParams.changes.collapse') : translate('schoolParams.changes.show_all', { count: row.changes.length })}
        </Button>
      ) : null}
    </Box>
  );
}

function Rows({ modules, scoreUnit }: Pick<ChangeLogProps, 'modules' | 'scoreUnit'>) {
  const translate = useTranslate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { data, isPending } = useListContext<RuleChangeRow>();
  if (isPending) return <BlockSkeleton rows={3} height={40} />;
  if (!data || data.length === 0) return <EmptyState message="schoolParams.changes.empty" />;
  const t = (k: string) => translate(`schoolParams.changes.${k}`);
  const affected = (r: RuleChangeRow) => (verdictsMayChange(r) ? translate('schoolParams.changes.affected_count', { count: r.affected }) : translate('schoolParams.none'));
  if (narrow) {
    return (
      <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} data-testid="change-log">
        {data.map((r) => (
          <Box key={r.id} sx={{ py: 1.25 }} data-testid={`change-row-${r.id}`}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>{changeWhat(translate, r.target, r.fromGrade)}</Typography>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
              {translate(verdictsMayChange(r) ? 'schoolParams.changes.meta' : 'schoolParams.changes.meta_plain', {
                time: r.changedAt, who: r.changedByName || t('unknown_user'), affected: affected(r),
              })}
            </Typography>
            <Changes row={r} modules={modules} scoreUnit={scoreUnit} />
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" data-testid="change-log" sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 160 }}>{t('changedAt')}</TableCell>
          <TableCell sx={{ width: 100 }}>{t('changedByName')}</TableCell>
          <TableCell sx={{ width: { sm: 150, md: 200 } }}>{t('what')}</TableCell>
          <TableCell>{t('changes')}</TableCell>
          <TableCell sx={{ width: 96 }} align="right">{t('affected')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((r) => (
          <TableRow key={r.id} data-testid={`change-row-${r.id}`} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{r.changedAt}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.changedByName || t('unknown_user')}</TableCell>
            <TableCell>{changeWhat(translate, r.target, r.fromGrade)}</TableCell>
            <TableCell><Changes row={r} modules={modules} scoreUnit={scoreUnit} /></TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{affected(r)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** 类别: every kind, or one. */
function TargetFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <TextField
      select
      size="small"
      label={translate('schoolParams.changes.filter')}
      value={(filterValues.target as string | undefined) ?? ''}
      onChange={(e) => setFilters(e.target.value ? { target: e.target.value } : {}, {})}
      fullWidth={false}
      sx={{ width: 200, maxWidth: '100%', mb: 1.5 }}
      slotProps={{ htmlInput: { 'data-testid': 'change-target' }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('schoolParams.changes.all')}</MenuItem>
      {TARGETS.map((k) => (
        <MenuItem key={k} value={k}>{translate(`schoolParams.changes.target.${k}`)}</MenuItem>
      ))}
    </TextField>
  );
}

/** The change log, 10 rows a page. */
export function ChangeLog({ target, modules, scoreUnit }: ChangeLogProps) {
  return (
    <ListBase resource="ruleChanges" perPage={10} filter={target ? { target } : undefined} disableSyncWithLocation storeKey={false}>
      {target ? null : <TargetFilter />}
      <Rows modules={modules} scoreUnit={scoreUnit} />
      <ListPagination />
    </ListBase>
  );
}
