/**
 * The notice calls of the pages through the data provider (issue 13): the admin detail and the
 * colleges; the reader's list, unread count and opening a notice (which the server records as
 * read). The reader's calls are silent — they sit on 我的首页 and the dashboard (spec §8 "Dashboard
 * data calls with failed code: silently ignored").
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetOne } from 'react-admin';
import type { NoticeDetail } from '../../../common/notices';
import { SILENT } from '../../dataProvider';
import type { NoticeDataProvider } from '../../dataProvider/notices';

/** Query keys: every key of the feature starts with 'notices' (react-admin's own keys do too). */
export const noticeKeys = {
  all: ['notices'] as const,
  mine: ['notices', 'my'] as const,
  myList: (current: number, size: number) => ['notices', 'my', 'list', current, size] as const,
  unread: ['notices', 'my', 'unread'] as const,
  colleges: ['notices', 'colleges'] as const,
};

/** One page of the caller's notices (pinned first, newest next), silently. */
export function useMyNotices(current = 1, size = 10) {
  const dp = useDataProvider<NoticeDataProvider>();
  return useQuery({
    ...SILENT,
    queryKey: noticeKeys.myList(current, size),
    queryFn: () => dp.myNotices({ current, size }),
    retry: false,
    staleTime: 30_000,
  });
}

/** How many of the caller's notices are unread, silently. */
export function useUnreadNoticeCount() {
  const dp = useDataProvider<NoticeDataProvider>();
  return useQuery({
    ...SILENT,
    queryKey: noticeKeys.unread,
    queryFn: async () => (await dp.unreadNoticeCount())?.count ?? 0,
    retry: false,
    staleTime: 30_000,
  });
}

/** Opens a notice: its full text; afterwards the list and the unread count are read again. */
export function useOpenNotice() {
  const dp = useDataProvider<NoticeDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    ...SILENT,
    mutationFn: (id: number) => dp.myNoticeDetail(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.mine }),
  });
}

/** The school's colleges for the audience 指定学院. */
export function useNoticeColleges() {
  const dp = useDataProvider<NoticeDataProvider>();
  return useQuery({ queryKey: noticeKeys.colleges, queryFn: () => dp.noticeColleges(), staleTime: 60_000 });
}

/** One notice as the admin sees it (GET /system/announcement/show through getOne). */
export function useNoticeDetail(id: string) {
  return useGetOne<NoticeDetail & { id: number }>('notices', { id: Number(id) || 0 }, { enabled: id !== '', retry: false });
}

/** 发布 and 撤回; afterwards every notice query is read again. */
export function useNoticeStatusChange() {
  const dp = useDataProvider<NoticeDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publish }: { id: number; publish: boolean }) => (publish ? dp.publishNotice(id) : dp.unpublishNotice(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
