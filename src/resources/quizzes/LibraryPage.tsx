/**
 * 题库管理 (/communist/answer/library; issue 20): the libraries (题库) as chips with their question
 * counts — 新增 / 重命名 / 删除 (confirmed; a library with questions is refused) — and the chosen
 * library's questions with filters 题型 and 题干; 新增题目 opens /communist/subject/create with the
 * library chosen, 编辑 its ?id=, 删除 is confirmed (quizzes keep their copy).
 * Data: getList / create / update / delete('quizLibraries'), getList / delete('quizQuestions').
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { DataTable, List, SelectInput, TextInput, Title, useDelete, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LibraryRow, QuestionRow } from '../../../common/quizzes';
import { useCan } from '../../authProvider/permissions';
import { useSaveRecord } from '../shared/CrudList';
import { DeleteDialog } from '../shared/DeleteDialog';
import { EmptyState } from '../shared/EmptyState';
import { FitBox, RowActions } from '../shared/FitTable';
import { ListPagination } from '../shared/ListPagination';
import { serverError } from '../shared/serverError';
import { LIBRARY_PATH, questionEditPath, SUBJECT_PATH } from './paths';

const Col = DataTable.Col<QuestionRow>;

/** 新增 / 重命名 a library. */
function LibraryDialog({ record, onClose, onSaved }: { record: LibraryRow | 'new' | null; onClose: () => void; onSaved: (id: number) => void }) {
  const translate = useTranslate();
  const save = useSaveRecord<{ id: number }>('quizLibraries');
  const editing = record && record !== 'new' ? record : null;
  const [name, setName] = useState('');
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState('');
  const [opened, setOpened] = useState<unknown>(null);
  if (record !== opened) {
    setOpened(record);
    setName(editing?.name ?? '');
    setRemarks(editing?.remarks ?? '');
    setError('');
  }
  const submit = async () => {
    try {
      const saved = await save(editing?.id, { name, remarks });
      onSaved(editing?.id ?? saved.id);
    } catch (e) {
      setError(serverError(e).text);
    }
  };
  return (
    <Dialog open={record !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate(editing ? 'quizzes.library.rename' : 'quizzes.library.create')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={translate('resources.quizLibraries.fields.name')} value={name} onChange={(e) => setName(e.target.value)} required autoFocus size="small" error={!!error} helperText={error || undefined} slotProps={{ htmlInput: { maxLength: 30 } }} />
          <TextField label={translate('resources.quizLibraries.fields.remarks')} value={remarks} onChange={(e) => setRemarks(e.target.value)} size="small" multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('quizzes.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!name.trim()}>{translate('quizzes.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}

const questionFilters = [
  <SelectInput key="kind" source="kind" label="resources.quizQuestions.fields.kind" choices={[1, 2, 3].map((id) => ({ id, name: `quizzes.kind.${id}` }))} emptyText="quizzes.filters.all" alwaysOn />,
  <TextInput key="stem" source="stem" label="quizzes.filters.stem" alwaysOn resettable />,
];

export default function LibraryPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [params, setParams] = useSearchParams();
  const [deleteOne] = useDelete();
  const canWrite = useCan(SUBJECT_PATH);
  const canManage = useCan(LIBRARY_PATH);
  const { data: libraries, isPending } = useGetList<LibraryRow>('quizLibraries', { pagination: { page: 1, perPage: 100 } });
  const chosen = libraries?.find((l) => l.id === Number(params.get('libraryId'))) ?? libraries?.[0];
  const [editing, setEditing] = useState<LibraryRow | 'new' | null>(null);
  const [deletingLibrary, setDeletingLibrary] = useState<LibraryRow | null>(null);
  const [deletingQuestion, setDeletingQuestion] = useState<QuestionRow | null>(null);
  const choose = (id: number) => setParams({ libraryId: String(id) }, { replace: true });
  return (
    <Box sx={{ py: 2 }}>
      <Title title="quizzes.title.library" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h1">{translate('quizzes.title.library')}</Typography>
        <Stack direction="row" spacing={1}>
          {canManage ? <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>{translate('quizzes.library.create')}</Button> : null}
          {canWrite && chosen ? <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => navigate(`${SUBJECT_PATH}?libraryId=${chosen.id}`)}>{translate('quizzes.action.create_question')}</Button> : null}
        </Stack>
      </Stack>
      {!isPending && !libraries?.length ? <EmptyState message="quizzes.empty.libraries" /> : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mb: 2 }} role="tablist" aria-label={translate('quizzes.title.library')}>
          {(libraries ?? []).map((l) => (
            <Chip key={l.id} role="tab" aria-selected={l.id === chosen?.id} color={l.id === chosen?.id ? 'primary' : 'default'} variant={l.id === chosen?.id ? 'filled' : 'outlined'}
              label={`${l.name} (${l.questionCount})`} onClick={() => choose(l.id)} />
          ))}
        </Stack>
      )}
      {chosen ? (
        <>
          <Alert severity="info" sx={{ mb: 1 }} action={canManage ? (
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => setEditing(chosen)}>{translate('quizzes.library.rename')}</Button>
              <Button size="small" color="error" onClick={() => setDeletingLibrary(chosen)}>{translate('quizzes.action.delete')}</Button>
            </Stack>
          ) : undefined}>
            {chosen.remarks || translate('quizzes.library.count', { count: chosen.questionCount })}
          </Alert>
          <List key={chosen.id} resource="quizQuestions" filter={{ libraryId: chosen.id }} filters={questionFilters} disableSyncWithLocation title={false} pagination={<ListPagination />} empty={false} exporter={false} actions={false}>
            <FitBox>
              <DataTable<QuestionRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="quizzes.empty.questions" />}>
                <Col source="stem" disableSort render={(r) => (
                  <Box sx={{ minWidth: 200, maxWidth: 520 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>{r.stem}</Typography>
                    <Typography variant="caption" color="text.secondary">{r.options.map((o, i) => `${String.fromCharCode(65 + i)}. ${o}`).join('  ')}</Typography>
                  </Box>
                )} />
                <Col source="kind" disableSort render={(r) => <Chip size="small" label={translate(`quizzes.kind.${r.kind}`)} />} />
                <Col source="answer" disableSort />
                <Col source="updateTime" disableSort />
                <Col source="actions" disableSort render={(r) => (
                  <RowActions actions={[
                    ...(canWrite ? [{ key: 'edit', label: translate('quizzes.action.edit'), onClick: () => navigate(questionEditPath(r.id)) }] : []),
                    ...(canManage ? [{ key: 'delete', label: translate('quizzes.action.delete'), color: 'error' as const, onClick: () => setDeletingQuestion(r) }] : []),
                  ]} />
                )} />
              </DataTable>
            </FitBox>
          </List>
        </>
      ) : null}
      <LibraryDialog record={editing} onClose={() => setEditing(null)} onSaved={(id) => { setEditing(null); notify('quizzes.done.saved', { type: 'success' }); choose(id); refresh(); }} />
      <DeleteDialog
        open={deletingLibrary !== null}
        message={translate('quizzes.confirm_delete_library', { name: deletingLibrary?.name ?? '' })}
        onConfirm={() => deleteOne('quizLibraries', { id: deletingLibrary!.id, previousData: deletingLibrary!, meta: { silent: true } }, { mutationMode: 'pessimistic', returnPromise: true })}
        onClose={() => setDeletingLibrary(null)}
        onDeleted={() => { notify('quizzes.done.deleted', { type: 'success' }); setDeletingLibrary(null); setParams({}, { replace: true }); refresh(); }}
      />
      <DeleteDialog
        open={deletingQuestion !== null}
        message={translate('quizzes.confirm_delete_question')}
        onConfirm={() => deleteOne('quizQuestions', { id: deletingQuestion!.id, previousData: deletingQuestion!, meta: { silent: true } }, { mutationMode: 'pessimistic', returnPromise: true })}
        onClose={() => setDeletingQuestion(null)}
        onDeleted={() => { notify('quizzes.done.deleted', { type: 'success' }); setDeletingQuestion(null); refresh(); }}
      />
    </Box>
  );
}
