/**
 * 可报名活动 (issue 4 student side; contract GET /activity/open/list {current, size, name}): the
 * activities of the student's school that are enrolling (and those about to, or already closed, for
 * viewing) as cards — one column on a phone — with a name search, loading placeholders, an empty
 * state and the list pager (spec §9 page sizes).
 */
import { useState } from 'react';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Box, InputAdornment, Skeleton, TextField } from '@mui/material';
import { ListBase, useListContext, useNavigate, useRefresh, useTranslate } from 'react-admin';
import { useHoursFormat } from '../audits/cells';
import { EmptyState } from '../shared/EmptyState';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE } from '../shared/paging';
import { ActivityCard } from './ActivityCard';
import type { OpenActivityRow } from './types';

/** Card grid: as many ≥ 280 px columns as fit (one on a 375 px phone). */
export const cardGridSx = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' } as const;

/** '/student/activity/detail?id=…', the student's detail page. */
export const studentDetailPath = (id: number | string) => `/student/activity/detail?id=${id}`;

export function SearchBox() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState(String(filterValues.name ?? ''));
  return (
    <TextField
      size="small"
      fullWidth
      value={text}
      placeholder={translate('participation.search_placeholder')}
      onChange={(e) => {
        setText(e.target.value);
        setFilters({ ...filterValues, name: e.target.value.trim() || undefined }, {});
      }}
      slotProps={{
        htmlInput: { 'aria-label': translate('participation.search_placeholder'), type: 'search' },
        input: { startAdornment: <InputAdornment position="start"><SearchOutlined fontSize="small" /></InputAdornment> },
      }}
      sx={{ mb: 1.5, maxWidth: { sm: 360 }, bgcolor: 'background.paper' }}
    />
  );
}

export function LoadingCards() {
  return (
    <Box sx={cardGridSx} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={320} />
      ))}
    </Box>
  );
}

function OpenActivityCards() {
  const { data, isPending, total } = useListContext<OpenActivityRow>();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const hours = useHoursFormat();
  if (isPending) return <LoadingCards />;
  if (!data?.length) return <EmptyState message="participation.empty.open" />;
  return (
    <>
      <Box sx={cardGridSx}>
        {data.map((row) => (
          <ActivityCard
            key={row.id}
            row={row}
            hours={hours}
            onOpen={() => navigate(studentDetailPath(row.id), { state: { myStatus: row.myStatus } })}
            onChanged={refresh}
          />
        ))}
      </Box>
      {(total ?? 0) > 0 ? <ListPagination /> : null}
    </>
  );
}

export function OpenActivities() {
  return (
    <ListBase resource="openActivities" perPage={DEFAULT_PAGE_SIZE} storeKey={false} disableSyncWithLocation>
      <SearchBox />
      <OpenActivityCards />
    </ListBase>
  );
}
