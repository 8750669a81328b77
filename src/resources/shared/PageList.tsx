/**
 * The pieces every admin list page repeats: react-admin's <List> with the spec's paging
 * (10/20/30/40, jumper), the empty state '暂无数据', no export and no stored filters, the table fitted
 * to the screen (FitBox: compact columns and row menus when narrow, issue 18 item 2); the toolbar
 * button that opens a create form; and the ask-then-delete flow of a row.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { List, TopToolbar, useDelete, useNotify, useRefresh, useTranslate, type ListProps, type RaRecord } from 'react-admin';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { EmptyState } from './EmptyState';
import { ListPagination } from './ListPagination';
import { FitBox, RowActions } from './FitTable';
import { DEFAULT_PAGE_SIZE, LIST_SX } from './paging';

/**
 * <List> with the house defaults (`empty` stays the page's choice); any prop given wins over them,
 * except `sx`, which adds to LIST_SX (the table scrolls inside its card, never the page).
 */
export function PageList({ children, sx, ...props }: ListProps & { children: ReactNode }) {
  return (
    <List
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<ListPagination />}
      exporter={false}
      storeKey={false}
      disableSyncWithLocation
      sx={[LIST_SX, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    >
      <FitBox>{children}</FitBox>
    </List>
  );
}

/** The toolbar with one contained 新增… button; `label` is an i18n key, `icon` replaces the plus. */
export function CreateAction({ label, onClick, icon = <AddIcon /> }: { label: string; onClick: () => void; icon?: ReactElement }) {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button variant="contained" size="small" startIcon={icon} onClick={onClick}>
        {translate(label)}
      </Button>
    </TopToolbar>
  );
}

/**
 * Ask, then delete a row through the resource's `delete`. `texts` are i18n keys: the question
 * (interpolated with `args(row)`), the confirm button and the success toast. Returns `ask(row)`
 * and the dialog to render.
 */
export function useConfirmDelete<R extends RaRecord>(
  resource: string,
  texts: { message: string; confirmLabel: string; done: string },
  args: (row: R | null) => Record<string, unknown>,
) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne] = useDelete<R>();
  const [deleting, setDeleting] = useState<R | null>(null);
  const dialog = (
    <ConfirmActionDialog
      open={deleting !== null}
      message={texts.message}
      messageArgs={args(deleting)}
      confirmLabel={texts.confirmLabel}
      danger
      onClose={() => setDeleting(null)}
      onConfirm={async () => {
        await deleteOne(resource, { id: deleting!.id, previousData: deleting! }, { returnPromise: true });
        notify(texts.done, { type: 'success' });
        refresh();
      }}
    />
  );
  return { ask: setDeleting, dialog };
}

/** A row's 编辑 and 删除 text buttons (删除 only with `onDelete`); `texts` is the i18n prefix of `action.edit` and `action.delete`. */
export function EditDeleteButtons({ texts, onEdit, onDelete }: { texts: string; onEdit: () => void; onDelete?: () => void }) {
  const translate = useTranslate();
  return (
    <RowActions
      actions={[
        { key: 'edit', label: translate(`${texts}.action.edit`), onClick: onEdit },
        ...(onDelete ? [{ key: 'delete', label: translate(`${texts}.action.delete`), color: 'error' as const, onClick: onDelete }] : []),
      ]}
    />
  );
}

/**
 * The page of a resource edited in a dialog: the list with 新增 (`${texts}.action.create`), the
 * editor for a new row (no id) or an existing one, and ask-then-delete (`${texts}.confirm.delete`
 * with the row's name, `${texts}.done.deleted`). `table` renders the rows with the two handlers.
 */
export function EditorListPage<R extends RaRecord & { name: string }>({ resource, texts, filters, sx, table, editor }: {
  resource: string;
  texts: string;
  filters: ListProps['filters'];
  sx?: ListProps['sx'];
  table: (on: { onEdit: (r: R) => void; onDelete: (r: R) => void }) => ReactNode;
  editor: (props: { open: boolean; id?: number; onClose: () => void; onSaved: () => void }) => ReactNode;
}) {
  const refresh = useRefresh();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const deleting = useConfirmDelete<R>(
    resource,
    { message: `${texts}.confirm.delete`, confirmLabel: `${texts}.action.delete`, done: `${texts}.done.deleted` },
    (r) => ({ name: r?.name ?? '' }),
  );
  return (
    <Box>
      <PageList
        resource={resource} title={`${texts}.list_title`} filters={filters} sx={sx} empty={<EmptyState />}
        actions={<CreateAction label={`${texts}.action.create`} onClick={() => setEditing({})} />}
      >
        {table({ onEdit: (r) => setEditing({ id: r.id as number }), onDelete: deleting.ask })}
      </PageList>
      {editor({
        open: editing !== null,
        id: editing?.id,
        onClose: () => setEditing(null),
        onSaved: () => {
          setEditing(null);
          refresh();
        },
      })}
      {deleting.dialog}
    </Box>
  );
}
