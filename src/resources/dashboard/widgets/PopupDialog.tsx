/**
 * The dashboard popups (spec §2 counter cards and the teacher pending-items table; §9 "Dashboard
 * popups 930 px wide"): a titled dialog with a close button, a table, the shared pagination bar
 * (total, sizes 10/20/30/40, previous, pages, next, jumper) and an optional 查看全部 link.
 * `PagedPopupTable` pages on the server ({current, size} → {list, total}); `LocalPagedTable` pages
 * rows it already holds.
 */
import { useState, type ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { ListPaginationContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Page } from '../../../../common/envelope';
import { ListPagination } from '../../shared/ListPagination';
import { DEFAULT_PAGE_SIZE } from '../../shared/paging';
import { useDashboardQuery } from '../queries';
import type { DashboardPath } from '../../../dataProvider/shell';
import { MiniTable, type MiniTableProps } from './MiniTable';

/** Spec §9: dashboard popups are 930 px wide. */
export const POPUP_WIDTH = 930;

export interface PopupDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Where 查看全部 goes (no link when absent). */
  viewAll?: string;
  children: ReactNode;
  testId?: string;
}

export function PopupDialog({ open, onClose, title, viewAll, children, testId }: PopupDialogProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby="dashboard-popup-title"
      data-testid={testId}
      slotProps={{ paper: { sx: { width: POPUP_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="dashboard-popup-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Box component="span" sx={{ flex: 1, fontWeight: 600 }}>
          {title}
        </Box>
        {viewAll ? (
          <Button size="small" onClick={() => navigate(viewAll)}>
            {translate('dashboard.view_all')}
          </Button>
        ) : null}
        <IconButton size="small" aria-label={translate('dashboard.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ p: 0 }}>{children}</DialogContent>
    </Dialog>
  );
}

/** The pagination bar of spec §9 over local page state. */
function Pager({ page, perPage, total, setPage, setPerPage, isPending }: { page: number; perPage: number; total: number; setPage: (p: number) => void; setPerPage: (n: number) => void; isPending: boolean }) {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  return (
    <ListPaginationContext.Provider
      value={{
        page,
        perPage,
        total,
        setPage,
        setPerPage: (n: number) => {
          setPerPage(n);
          setPage(1);
        },
        isPending,
        isLoading: isPending,
        hasPreviousPage: page > 1,
        hasNextPage: page < pageCount,
        resource: 'dashboard',
      }}
    >
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        <ListPagination />
      </Box>
    </ListPaginationContext.Provider>
  );
}

type TableProps<T> = Pick<MiniTableProps<T>, 'columns' | 'rowKey' | 'onRowClick' | 'rowTestId' | 'emptyMessage' | 'ariaLabel'>;

export interface PagedPopupTableProps<T> extends TableProps<T> {
  path: DashboardPath;
  /** Fixed params besides {current, size}. */
  params?: Record<string, unknown>;
  /** False until the popup opens (no call before). */
  enabled: boolean;
}

/** A server-paged table (GET `path` {…params, current, size} → {list, total}); a failed call shows the empty state. */
export function PagedPopupTable<T>({ path, params = {}, enabled, ...table }: PagedPopupTableProps<T>) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const query = useDashboardQuery<Page<T>>(path, { ...params, current: page, size: perPage }, { enabled });
  const loading = enabled && query.isPending;
  return (
    <>
      <MiniTable {...table} rows={query.data?.list} loading={loading} skeletonRows={Math.min(perPage, 10)} />
      <Pager page={page} perPage={perPage} total={query.data?.total ?? 0} setPage={setPage} setPerPage={setPerPage} isPending={loading} />
    </>
  );
}

export interface LocalPagedTableProps<T> extends TableProps<T> {
  rows: T[] | undefined;
  loading: boolean;
}

/** A table paged over rows already loaded (e.g. GET /wait/handle/list filtered by type). */
export function LocalPagedTable<T>({ rows, loading, ...table }: LocalPagedTableProps<T>) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const all = rows ?? [];
  const shown = rows ? all.slice((page - 1) * perPage, page * perPage) : undefined;
  return (
    <>
      <MiniTable {...table} rows={shown} loading={loading} skeletonRows={5} />
      <Pager page={page} perPage={perPage} total={all.length} setPage={setPage} setPerPage={setPerPage} isPending={loading} />
    </>
  );
}
