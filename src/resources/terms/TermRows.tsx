/**
 * The rows of the term list, in the list context of TermPage: a table at office width, cards on a
 * phone. Rows come latest first, so the terms of an academic year sit together: the table names
 * the year on its first row and rules a line above it; the cards put a heading over each year.
 */
import { Fragment } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import type { TermRow } from '../../../common/terms';
import { EmptyState } from '../shared/EmptyState';
import { KIND_COLORS, useTermLabels } from './labels';
import { termDays } from './termForm';

export interface TermRowActions {
  onEdit: (r: TermRow) => void;
  onDelete: (r: TermRow) => void;
}

const Col = DataTable.Col<TermRow>;

/** Whether row `i` opens a new academic year in `rows`. */
const opensYear = (rows: TermRow[] | undefined, i: number) => !rows || i === 0 || rows[i - 1]?.academicYear !== rows[i]?.academicYear;

function KindChip({ kind }: { kind: number }) {
  const labels = useTermLabels();
  return <Chip size="small" variant="outlined" color={KIND_COLORS[kind] ?? 'default'} label={labels.kind(kind)} />;
}

function CurrentChip() {
  const translate = useTranslate();
  return <Chip size="small" color="success" label={translate('terms.current')} sx={{ ml: 1, height: 20, fontSize: 12 }} />;
}

function Actions({ r, onEdit, onDelete }: TermRowActions & { r: TermRow }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" onClick={() => onEdit(r)} aria-label={`${translate('terms.action.edit')} ${r.name}`}>
        {translate('terms.action.edit')}
      </Button>
      <Button size="small" color="error" onClick={() => onDelete(r)} aria-label={`${translate('terms.action.delete')} ${r.name}`}>
        {translate('terms.action.delete')}
      </Button>
    </Stack>
  );
}

/** Office width: one table row per term. */
export function TermTable({ onEdit, onDelete }: TermRowActions) {
  const translate = useTranslate();
  const labels = useTermLabels();
  const { data } = useListContext<TermRow>();
  const currentBg = alpha(useTheme().palette.success.main, 0.06);
  return (
    <DataTable<TermRow>
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyState message="terms.empty" />}
      rowSx={(r, i) => ({
        ...(opensYear(data, i) && i > 0 ? { '& td': { borderTop: 2, borderTopColor: 'divider' } } : {}),
        ...(r.current ? { bgcolor: currentBg } : {}),
      })}
    >
      <Col
        source="academicYear"
        disableSort
        render={(r) => {
          const i = data?.findIndex((x) => x.id === r.id) ?? 0;
          return opensYear(data, i) ? <Typography variant="body2" sx={{ fontWeight: 600 }}>{labels.year(r.academicYear)}</Typography> : null;
        }}
      />
      <Col
        source="name"
        disableSort
        render={(r) => (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
            {r.name}
            {r.current ? <CurrentChip /> : null}
          </Box>
        )}
      />
      <Col source="kind" disableSort render={(r) => <KindChip kind={r.kind} />} />
      <Col source="startDate" disableSort />
      <Col source="endDate" disableSort />
      <Col source="days" disableSort align="right" render={(r) => translate('terms.days', { days: termDays(r.startDate, r.endDate) })} />
      <Col source="actions" disableSort align="right" render={(r) => <Actions r={r} onEdit={onEdit} onDelete={onDelete} />} />
    </DataTable>
  );
}

/** Phone width: a card per term under a heading per academic year. */
export function TermCards({ onEdit, onDelete }: TermRowActions) {
  const translate = useTranslate();
  const labels = useTermLabels();
  const { data, isPending } = useListContext<TermRow>();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data?.length) return <EmptyState message="terms.empty" />;
  return (
    <Stack spacing={1.25} sx={{ p: 1.5 }} data-testid="term-cards">
      {data.map((r, i) => (
        <Fragment key={r.id}>
          {opensYear(data, i) ? (
            <Typography variant="subtitle2" color="text.secondary" sx={{ pt: i ? 1 : 0 }}>
              {labels.year(r.academicYear)}
            </Typography>
          ) : null}
          <Card variant="outlined" sx={r.current ? { borderColor: 'success.main', bgcolor: (t) => alpha(t.palette.success.main, 0.04) } : undefined}>
            <CardContent sx={{ pb: 0.5, '&:last-child': { pb: 0.5 } }}>
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mr: 0.5 }}>
                  {r.name}
                </Typography>
                <KindChip kind={r.kind} />
                {r.current ? <CurrentChip /> : null}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {labels.range(r.startDate, r.endDate)} · {translate('terms.days', { days: termDays(r.startDate, r.endDate) })}
              </Typography>
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
              <Actions r={r} onEdit={onEdit} onDelete={onDelete} />
            </CardActions>
          </Card>
        </Fragment>
      ))}
    </Stack>
  );
}
