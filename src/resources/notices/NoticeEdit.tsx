/**
 * 新增通知 / 编辑通知 (/system/announcement/add, ?id= to edit; issue 13, spec §2): title, audience
 * (全体师生, 全体学生, 全体教职工, or 指定学院 with a college picker), 置顶, and the plain-text body
 * with its line breaks. 保存草稿 keeps a new notice from readers; 发布 saves and publishes it at once.
 * Editing keeps the notice's status (保存), and a draft or withdrawn notice can be published from here.
 * Local checks are the server's schema (noticeForm.ts); a refusal naming a field shows under it.
 * Data: dataProvider.create / update('notices') → POST /system/announcement/add | update; the
 * colleges from the data provider's noticeColleges.
 */
import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, FormControlLabel, FormHelperText, MenuItem, Paper, Stack, Switch, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NOTICE_AUDIENCES, NOTICE_CONTENT_MAX, NOTICE_STATUS, NOTICE_TITLE_MAX, type NoticeAudience, type NoticeDetail } from '../../../common/notices';
import type { NoticeDataProvider } from '../../dataProvider/notices';
import { EmptyState } from '../shared/EmptyState';
import { useFormState } from '../shared/useFormState';
import { NoticeStatusChip } from './chips';
import { emptyNoticeValues, fromDetail, toInput, validateNotice, type NoticeValues } from './noticeForm';
import { NOTICE_LIST_PATH, noticeShowPath } from './paths';
import { noticeKeys, useNoticeColleges, useNoticeDetail } from './queries';

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
  const colleges = useNoticeColleges();
  const form = useFormState<NoticeValues>(emptyNoticeValues());
  const { reset } = form;
  const filled = useRef(false);

  useEffect(() => {
    if (filled.current || !detail.data) return;
    reset(fromDetail(detail.data));
    filled.current = true;
  }, [detail.data, reset]);

  if (editing && detail.isPending)
    return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  if (editing && !detail.data) return <EmptyState message="notices.not_found" />;

  const v = form.values;
  const status = detail.data?.status;
  const published = status === NOTICE_STATUS.published;

  const save = async (publish: boolean) => {
    let saved: NoticeDetail | undefined;
    const ok = await form.submit(
      (values) => validateNotice(translate, values),
      async (values) => {
        const data = { ...toInput(values), publish };
        saved = editing
          ? (await dataProvider.update<NoticeDetail & { id: number }>('notices', { id: Number(id), data, previousData: detail.data! })).data
          : (await dataProvider.create<NoticeDetail & { id: number }>('notices', { data })).data;
      },
    );
    if (!ok || !saved) return;
    notify(publish ? 'notices.done.published' : editing ? 'notices.done.saved' : 'notices.done.created', { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
    navigate(noticeShowPath(saved.id));
  };

  const counter = (text: string, max: number) => translate('notices.form.count', { count: text.trim().length, max });

  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <Title title={editing ? 'notices.edit_title' : 'notices.add_title'} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack spacing={2}>
            {editing && status !== undefined ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <NoticeStatusChip status={status} />
              </Stack>
            ) : null}
            <TextField
              size="small" fullWidth required label={translate('notices.form.title')} value={v.title}
              placeholder={translate('notices.form.title_placeholder')}
              onChange={(e) => form.set('title', e.target.value)}
              error={!!form.errors.title}
              helperText={form.errors.title ?? counter(v.title, NOTICE_TITLE_MAX)}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
              <TextField
                select size="small" fullWidth required label={translate('notices.form.audience')} value={v.audience}
                onChange={(e) => form.set('audience', e.target.value as NoticeAudience)}
                error={!!form.errors.audience} helperText={form.errors.audience}
                slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
              >
                {NOTICE_AUDIENCES.map((a) => <MenuItem key={a} value={a}>{translate(`notices.audience.${a}`)}</MenuItem>)}
              </TextField>
              {v.audience === 'college' ? (
                <TextField
                  select size="small" fullWidth required label={translate('notices.form.college')} value={v.collegeId === '' ? '' : String(v.collegeId)}
                  onChange={(e) => form.set('collegeId', e.target.value === '' ? '' : Number(e.target.value))}
                  error={!!form.errors.collegeId} helperText={form.errors.collegeId}
                  slotProps={{ select: { displayEmpty: false, MenuProps: { disableScrollLock: true } } }}
                >
                  {(colleges.data ?? []).map((c) => <MenuItem key={c.id} value={String(c.id)}>{c.name}</MenuItem>)}
                </TextField>
              ) : null}
            </Box>
            <Box>
              <FormControlLabel
                control={<Switch checked={v.pinned} onChange={(e) => form.set('pinned', e.target.checked)} />}
                label={translate('notices.form.pinned')}
              />
              <FormHelperText sx={{ mt: 0 }}>{translate('notices.form.pinned_hint')}</FormHelperText>
            </Box>
            <TextField
              fullWidth required multiline minRows={12} label={translate('notices.form.content')} value={v.content}
              placeholder={translate('notices.form.content_placeholder')}
              onChange={(e) => form.set('content', e.target.value)}
              error={!!form.errors.content}
              helperText={form.errors.content ?? counter(v.content, NOTICE_CONTENT_MAX)}
              sx={{ '& textarea': { lineHeight: 1.8 } }}
            />
          </Stack>
        </CardContent>
      </Card>
      <Paper elevation={3} sx={{ position: 'sticky', bottom: 0, p: 1.5, zIndex: 2 }}>
        {form.formError ? <Alert severity="error" role="alert" sx={{ mb: 1 }}>{form.formError}</Alert> : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(NOTICE_LIST_PATH))} disabled={form.saving}>
            {translate('notices.action.cancel')}
          </Button>
          <Button variant={published ? 'contained' : 'outlined'} onClick={() => void save(false)} disabled={form.saving}>
            {translate(editing ? 'notices.action.save' : 'notices.action.save_draft')}
          </Button>
          {published ? null : (
            <Button
              variant="contained" onClick={() => void save(true)} disabled={form.saving}
              startIcon={form.saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {translate('notices.action.publish')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
