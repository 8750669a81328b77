/**
 * 新增通知 / 编辑通知 (/system/announcement/add, ?id= to edit; issue 13, spec §2): title, audience
 * (全体师生, 全体学生, 全体教职工, or 指定学院 with a college picker), 置顶, and the plain-text body
 * with its line breaks. 保存草稿 keeps a new notice from readers; 发布 saves and publishes it at once.
 * Editing keeps the notice's status (保存), and a draft or withdrawn notice can be published from here.
 * A react-admin <Form> checked by the server's own fields (noticeForm.ts); a refusal naming a field
 * shows under it.
 * Data: dataProvider.create / update('notices') → POST /system/announcement/add | update; the
 * colleges from the data provider's noticeColleges.
 */
import { useCallback, useMemo, useRef } from 'react';
import { Box, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { BooleanInput, Form, SelectInput, TextInput, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NOTICE_AUDIENCES, NOTICE_CONTENT_MAX, NOTICE_STATUS, NOTICE_TITLE_MAX, type NoticeDetail } from '../../../common/notices';
import type { NoticeDataProvider } from '../../dataProvider/notices';
import { EmptyState } from '../shared/EmptyState';
import { FormActionBar, FormButton, FormSubmitButton } from '../shared/FormActionBar';
import { useSchemaSubmit } from '../shared/schemaForm';
import { NoticeStatusChip } from './chips';
import { emptyNoticeValues, fromDetail, NOTICE_FIELDS, noticeResolver, toInput, type NoticeValues } from './noticeForm';
import { NOTICE_LIST_PATH, noticeShowPath } from './paths';
import { noticeKeys, useNoticeColleges, useNoticeDetail } from './queries';
import { TreePickerInput } from '../shared/TreePicker';

export default function NoticeEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<NoticeDataProvider>();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const editing = id !== '';
  const detail = useNoticeDetail(id);
  const resolver = useMemo(() => noticeResolver(translate), [translate]);
  // Which button submitted: 发布 publishes at once, 保存草稿 / 保存 does not.
  const publish = useRef(false);

  const save = useCallback(
    async (values: NoticeValues) => {
      const data = { ...toInput(values), publish: publish.current };
      const saved = editing
        ? (await dataProvider.update<NoticeDetail & { id: number }>('notices', { id: Number(id), data, previousData: detail.data! })).data
        : (await dataProvider.create<NoticeDetail & { id: number }>('notices', { data })).data;
      notify(publish.current ? 'notices.done.published' : editing ? 'notices.done.saved' : 'notices.done.created', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
      navigate(noticeShowPath(saved.id));
    },
    [editing, id, detail.data, dataProvider, notify, queryClient, navigate],
  );
  const { onSubmit, formError } = useSchemaSubmit(save, NOTICE_FIELDS);

  if (editing && detail.isPending)
    return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  if (editing && !detail.data) return <EmptyState message="notices.not_found" />;

  const status = detail.data?.status;
  const published = status === NOTICE_STATUS.published;

  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <Title title={editing ? 'notices.edit_title' : 'notices.add_title'} />
      <Form defaultValues={detail.data ? fromDetail(detail.data) : emptyNoticeValues()} resolver={resolver} onSubmit={onSubmit} disableInvalidFormNotification noValidate>
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            {editing && status !== undefined ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <NoticeStatusChip status={status} />
              </Stack>
            ) : null}
            <NoticeFields />
          </CardContent>
        </Card>
        <FormActionBar error={formError}>
          <FormButton onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(NOTICE_LIST_PATH))}>{translate('notices.action.cancel')}</FormButton>
          <FormSubmitButton variant={published ? 'contained' : 'outlined'} startIcon={undefined} onClick={() => (publish.current = false)}>
            {translate(editing ? 'notices.action.save' : 'notices.action.save_draft')}
          </FormSubmitButton>
          {published ? null : <FormSubmitButton onClick={() => (publish.current = true)}>{translate('notices.action.publish')}</FormSubmitButton>}
        </FormActionBar>
      </Form>
    </Box>
  );
}

/** Title, audience (with the college of 指定学院), 置顶 and the body, with the length counters. */
function NoticeFields() {
  const translate = useTranslate();
  const colleges = useNoticeColleges();
  const [title, content, audience] = useWatch<NoticeValues, ['title', 'content', 'audience']>({ name: ['title', 'content', 'audience'] });
  const counter = (text: string | null, max: number) => translate('notices.form.count', { count: (text ?? '').trim().length, max });
  return (
    <>
      <TextInput source="title" label="notices.form.title" isRequired placeholder={translate('notices.form.title_placeholder')} helperText={counter(title, NOTICE_TITLE_MAX)} />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        <SelectInput
          source="audience" label="notices.form.audience" isRequired
          choices={NOTICE_AUDIENCES.map((a) => ({ id: a, name: translate(`notices.audience.${a}`) }))}
          slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
        />
        {audience === 'college' ? (
          // Colleges in the structure's order, with search (issue 18 item 8).
          <TreePickerInput source="collegeId" label="notices.form.college" isRequired choices={colleges.data ?? []} size="medium" />
        ) : null}
      </Box>
      <BooleanInput source="pinned" label="notices.form.pinned" helperText="notices.form.pinned_hint" />
      <TextInput
        source="content" label="notices.form.content" isRequired multiline minRows={12}
        placeholder={translate('notices.form.content_placeholder')} helperText={counter(content, NOTICE_CONTENT_MAX)}
        sx={{ '& textarea': { lineHeight: 1.8 } }}
      />
    </>
  );
}
