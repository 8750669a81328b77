/**
 * 校园动态 as a feed (issue 21): /student/moments on the phone (students) and 动态广场
 * /communist/moments/dynamic (staff, posting for an organisation they run). Tab 广场 — the composer,
 * the themes as chips (filter) and the published posts, newest first, ten at a time (加载更多); tab
 * 我的动态 — the caller's own posts with their status and the reasons of a rejection or take-down.
 * Data: getMomentOptions, getMomentFeed, getMyMoments, addMoment, likeMoment, reportMoment.
 */
import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Box, Button, Chip, CircularProgress, Stack, Tab, Tabs } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { MomentsDataProvider } from '../../dataProvider/moments';
import { EmptyState } from '../shared/EmptyState';
import { Composer } from './Composer';
import { PostCard } from './parts';

const SIZE = 10;

function Posts({ mine, themeId }: { mine: boolean; themeId: number | undefined }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MomentsDataProvider>();
  const query = useInfiniteQuery({
    queryKey: ['moments', mine ? 'mine' : 'feed', themeId],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => (mine ? dataProvider.getMyMoments({ current: pageParam, size: SIZE }) : dataProvider.getMomentFeed({ current: pageParam, size: SIZE, themeId })),
    getNextPageParam: (last, pages) => (pages.length * SIZE < last.total ? pages.length + 1 : undefined),
  });
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending) return <Box sx={{ py: 6, textAlign: 'center' }}><CircularProgress size={28} aria-label={translate('ra.page.loading')} /></Box>;
  if (!rows.length) return <EmptyState message={mine ? 'moments.emptyMine' : 'moments.emptyFeed'} />;
  return (
    <Stack spacing={1.5}>
      {rows.map((r) => <PostCard key={r.id} row={r} showStatus={mine} onChanged={() => void query.refetch()} />)}
      {query.hasNextPage ? <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>{translate('moments.more')}</Button> : null}
    </Stack>
  );
}

export default function FeedPage({ staff }: { staff: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MomentsDataProvider>();
  const options = useQuery({ queryKey: ['momentOptions'], queryFn: () => dataProvider.getMomentOptions() });
  const [tab, setTab] = useState<'feed' | 'mine'>('feed');
  const [themeId, setThemeId] = useState<number | undefined>();
  const [version, setVersion] = useState(0);
  return (
    <Box sx={{ pt: 1, maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Title title={staff ? 'moments.title.dynamic' : 'moments.title.student'} />
      <Composer options={options.data} staff={staff} onPosted={() => { setTab('mine'); setVersion((v) => v + 1); }} />
      <Tabs value={tab} onChange={(_, v: 'feed' | 'mine') => setTab(v)} sx={{ mt: 1, borderBottom: 1, borderColor: 'divider' }} variant="fullWidth">
        <Tab value="feed" label={translate('moments.tabs.feed')} />
        <Tab value="mine" label={translate('moments.tabs.mine')} />
      </Tabs>
      {tab === 'feed' && options.data?.themes.length ? (
        <Stack direction="row" spacing={1} sx={{ py: 1.25, overflowX: 'auto' }} role="group" aria-label={translate('moments.fields.theme')}>
          <Chip label={translate('moments.allThemes')} color={themeId === undefined ? 'primary' : 'default'} onClick={() => setThemeId(undefined)} />
          {options.data.themes.map((th) => <Chip key={th.id} label={`#${th.name}`} color={themeId === th.id ? 'primary' : 'default'} onClick={() => setThemeId(th.id)} />)}
        </Stack>
      ) : <Box sx={{ height: 12 }} />}
      <Posts key={`${tab}-${version}`} mine={tab === 'mine'} themeId={tab === 'feed' ? themeId : undefined} />
    </Box>
  );
}
