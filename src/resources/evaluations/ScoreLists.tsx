/**
 * The two lists under 评价统计 (issue 21): 活动评分 — ended activities in the caller's scope with
 * their starScore (the activity row's, '暂无评分' while none) and number of ratings — and 评价明细 —
 * every rating with its student, stars and comment, where an abusive comment is hidden (or shown
 * again) after confirmation. Data: getList('evaluationActivityScores' | 'evaluationRatings') →
 * GET /evaluate/activity/list, GET /evaluate/list; POST /evaluate/hide.
 */
import { useState } from 'react';
import { Button, Chip, Rating, Stack, Typography } from '@mui/material';
import { DataTable, TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ActivityScoreRow, EvaluationRow } from '../../../common/evaluations';
import type { EvaluationDataProvider } from '../../dataProvider/evaluations';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { EmptyState } from '../shared/EmptyState';
import { PageList } from '../shared/PageList';

const nameFilter = (placeholder: string) => [<TextInput key="name" source="name" label="evaluations.filters.activity" placeholder={placeholder} alwaysOn resettable fullWidth={false} />];

/** A star score with its figure, or 暂无评分. */
export function ScoreCell({ score }: { score: string | null }) {
  const translate = useTranslate();
  if (score === null) return <Typography variant="body2" color="text.secondary">{translate('evaluations.noScore')}</Typography>;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Rating getLabelText={(v: number) => translate('evaluations.stars', { n: v })} value={Number(score)} precision={0.1} readOnly size="small" aria-label={translate('evaluations.fields.starScore')} />
      <Typography variant="body2" data-testid="star-score">{score}</Typography>
    </Stack>
  );
}

export function ActivityScores({ filter }: { filter: Record<string, unknown> }) {
  const translate = useTranslate();
  const Col = DataTable.Col<ActivityScoreRow>;
  return (
    <PageList resource="evaluationActivityScores" filter={filter} title={false} empty={false} filters={nameFilter(translate('evaluations.filters.activity_placeholder'))} actions={false}>
      <DataTable<ActivityScoreRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="evaluations.empty.activities" />}>
        <Col source="name" label="evaluations.fields.activityName" disableSort />
        <Col source="orgName" label="evaluations.fields.orgName" disableSort />
        <Col source="administrator" label="evaluations.fields.organiser" disableSort />
        <Col source="endTime" label="evaluations.fields.endTime" disableSort />
        <Col source="starScore" label="evaluations.fields.starScore" disableSort render={(r) => <ScoreCell score={r.starScore} />} />
        <Col source="count" label="evaluations.fields.count" disableSort align="right" />
      </DataTable>
    </PageList>
  );
}

export function RatingList({ filter }: { filter: Record<string, unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<EvaluationDataProvider>();
  const [asking, setAsking] = useState<EvaluationRow | null>(null);
  const Col = DataTable.Col<EvaluationRow>;
  return (
    <>
      <PageList resource="evaluationRatings" filter={filter} title={false} empty={false} filters={nameFilter(translate('evaluations.filters.activity_placeholder'))} actions={false}>
        <DataTable<EvaluationRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="evaluations.empty.ratings" />}>
          <Col source="activityName" label="evaluations.fields.activityName" disableSort />
          <Col source="studentName" label="evaluations.fields.studentName" disableSort />
          <Col source="score" label="evaluations.fields.score" disableSort render={(r) => <Rating getLabelText={(v: number) => translate('evaluations.stars', { n: v })} value={r.score} readOnly size="small" aria-label={`${translate('evaluations.fields.score')} ${r.score}`} />} />
          <Col source="comment" label="evaluations.fields.comment" disableSort
            render={(r) => (r.hidden ? <Chip size="small" label={translate('evaluations.hidden')} /> : r.comment || '-')} />
          <Col source="createTime" label="evaluations.fields.createTime" disableSort />
          <Col source="actions" label="evaluations.fields.actions" disableSort align="right"
            render={(r) => (r.comment || r.hidden ? <Button size="small" color={r.hidden ? 'primary' : 'error'} onClick={() => setAsking(r)}>{translate(r.hidden ? 'evaluations.action.show' : 'evaluations.action.hide')}</Button> : null)} />
        </DataTable>
      </PageList>
      <ConfirmActionDialog open={asking !== null} message={asking?.hidden ? 'evaluations.confirm.show' : 'evaluations.confirm.hide'} messageArgs={{ name: asking?.studentName ?? '' }}
        confirmLabel={asking?.hidden ? 'evaluations.action.show' : 'evaluations.action.hide'} danger={!asking?.hidden} onClose={() => setAsking(null)}
        onConfirm={async () => {
          await dataProvider.hideEvaluation(Number(asking!.id), !asking!.hidden);
          notify(asking!.hidden ? 'evaluations.done.shown' : 'evaluations.done.hidden', { type: 'success' });
          refresh();
        }} />
    </>
  );
}
