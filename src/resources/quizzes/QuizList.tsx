/**
 * 答题列表 (/communist/answer/list; issue 20): the quizzes with their window, time limit, question
 * count, pass mark, hours, status and how many took, submitted and passed with the mean score;
 * filters 名称 and 状态. A row opens the quiz's results and statistics; 删除 (confirmed) only while
 * nobody has started. Holders of 组卷发布 get 发布答题.
 * Data: getList('quizzes') → GET /quiz/list; delete('quizzes') → POST /quiz/delete.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { DataTable, List, SelectInput, TextInput, TopToolbar, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { QuizRow } from '../../../common/quizzes';
import { useCan } from '../../authProvider/permissions';
import { DeleteDialog } from '../shared/DeleteDialog';
import { EmptyState } from '../shared/EmptyState';
import { FitBox, RowActions } from '../shared/FitTable';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE, LIST_SX } from '../shared/paging';
import { QuizStatusChip } from './chips';
import { QUIZ_CREATE_PATH, quizDetailPath } from './paths';

const Col = DataTable.Col<QuizRow>;

const filters = [
  <TextInput key="name" source="name" label="quizzes.filters.name" alwaysOn resettable />,
  <SelectInput key="status" source="status" label="resources.quizzes.fields.status" choices={[1, 2, 3].map((id) => ({ id, name: `quizzes.status.${id}` }))} emptyText="quizzes.filters.all" alwaysOn />,
];

function Actions() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return useCan(QUIZ_CREATE_PATH) ? (
    <TopToolbar>
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => navigate(QUIZ_CREATE_PATH)}>{translate('quizzes.action.create_quiz')}</Button>
    </TopToolbar>
  ) : <TopToolbar />;
}

export default function QuizList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne] = useDelete();
  const [deleting, setDeleting] = useState<QuizRow | null>(null);
  return (
    <>
      <List resource="quizzes" title="quizzes.title.list" filters={filters} perPage={DEFAULT_PAGE_SIZE} pagination={<ListPagination />} empty={false} exporter={false} actions={<Actions />} sx={LIST_SX}>
        <FitBox>
          <DataTable<QuizRow> bulkActionButtons={false} rowClick={(id) => quizDetailPath(id)} empty={<EmptyState message="quizzes.empty.quizzes" />}>
            <Col source="name" disableSort render={(r) => (
              <Box sx={{ minWidth: 140 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, color: 'primary.main' }}>{r.name}</Typography>
                <Typography variant="caption" color="text.secondary">{translate('quizzes.summary', { count: r.questionCount, minutes: r.timeLimit, pass: r.passScore })}</Typography>
              </Box>
            )} />
            <Col source="startTime" disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap', fontSize: 13 }}>{r.startTime}<br />{r.endTime}</Box>} />
            <Col source="hours" disableSort render={(r) => (r.hours ? `${r.hours} · ${r.classifyName ?? ''}` : '-')} />
            <Col source="status" disableSort render={(r) => <QuizStatusChip status={r.status} />} />
            <Col source="takers" disableSort align="right" render={(r) => `${r.submitted}/${r.takers}`} />
            <Col source="passed" disableSort align="right" />
            <Col source="avgScore" disableSort align="right" render={(r) => r.avgScore ?? '-'} />
            <Col source="actions" disableSort render={(r) => (
              <RowActions
                actions={[
                  { key: 'results', label: translate('quizzes.action.results'), onClick: () => navigate(quizDetailPath(r.id)) },
                  ...(r.takers === 0 ? [{ key: 'delete', label: translate('quizzes.action.delete'), color: 'error' as const, onClick: () => setDeleting(r) }] : []),
                ]}
              />
            )} />
          </DataTable>
        </FitBox>
      </List>
      <DeleteDialog
        open={deleting !== null}
        message={translate('quizzes.confirm_delete_quiz', { name: deleting?.name ?? '' })}
        onConfirm={() => deleteOne('quizzes', { id: deleting!.id, previousData: deleting!, meta: { silent: true } }, { mutationMode: 'pessimistic', returnPromise: true })}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          notify('quizzes.done.deleted', { type: 'success' });
          setDeleting(null);
          refresh();
        }}
      />
    </>
  );
}
