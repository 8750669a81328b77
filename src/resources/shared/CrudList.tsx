/**
 * A list page with create, edit and delete dialogs (the structure pages of /usermng/student/*):
 * react-admin <List> with its filters, the spec's pagination (10/20/30/40, jumper), the empty state
 * '暂无数据', a 新增 button, and per row 编辑 / 删除 (with confirmation; a refusal stays in the
 * dialog). The page supplies the columns and the form dialog; deletes are the resource's
 * `delete` (src/dataProvider/resources.ts).
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { DataTable, List, TopToolbar, useCreate, useDelete, useNotify, useRefresh, useTranslate, useUpdate, type Identifier, type RaRecord } from 'react-admin';
import { DeleteDialog } from './DeleteDialog';
import { EmptyState } from './EmptyState';
import { ListPagination } from './ListPagination';
import { FitBox } from './FitTable';
import { DEFAULT_PAGE_SIZE, LIST_SX } from './paging';

export interface FormDialogRender<R> {
  open: boolean;
  /** The row being edited; absent when creating. */
  record?: R;
  onClose: () => void;
  /** Call after a successful save: refreshes the list and closes. */
  onSaved: (created: boolean) => void;
}

export interface CrudListProps<R extends RaRecord & { name: string }> {
  resource: string;
  /** i18n key of the page title. */
  title: string;
  /** i18n key of the entity name, e.g. 'resources.campuses.name'. */
  kind: string;
  filters?: ReactElement[];
  /** DataTable columns (DataTable.Col elements). */
  children: ReactNode;
  form: (props: FormDialogRender<R>) => ReactNode;
}

/** The form dialogs show a refusal under the field or in the dialog, so the client stays silent. */
const SILENT = { silent: true };

/**
 * Saves a form dialog's values through the data provider: `update` of the resource when `id` is
 * given (POST its update path {id, ...data}), else `create` (POST its create path). Resolves with
 * the saved record; rejects with the ApiError, without a toast, for the dialog to show.
 */
export function useSaveRecord<R = RaRecord>(resource: string) {
  const [create] = useCreate();
  const [update] = useUpdate();
  return async (id: Identifier | undefined, data: Record<string, unknown>): Promise<R> =>
    (id !== undefined
      ? await update(resource, { id, data, meta: SILENT }, { returnPromise: true })
      : await create(resource, { data, meta: SILENT }, { returnPromise: true })) as R;
}

export function CrudList<R extends RaRecord & { name: string }>({ resource, title, kind, filters, children, form }: CrudListProps<R>) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne] = useDelete<R>();
  // The record stays while the dialog closes, so its title does not flip to 新增 mid-animation.
  const [editing, setEditing] = useState<{ open: boolean; record?: R }>({ open: false });
  const [deleting, setDeleting] = useState<R | null>(null);
  const Col = DataTable.Col<R>;
  const kindName = translate(kind, { smart_count: 1 });

  return (
    <>
      <List
        resource={resource}
        title={title}
        filters={filters}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        empty={false}
        exporter={false}
        actions={
          <TopToolbar>
            <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditing({ open: true })}>
              {translate('structure.action.create')}
            </Button>
          </TopToolbar>
        }
        sx={{ ...LIST_SX, '& .RaList-actions form': { minHeight: 'auto', pb: 1.5 } }}
      >
        <FitBox>
        <DataTable<R> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
          {children}
          <Col
            source="actions"
            disableSort
            align="right"
            render={(r) => (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
                <Tooltip title={translate('structure.action.edit')}>
                  <IconButton size="small" color="primary" aria-label={`${translate('structure.action.edit')} ${r.name}`} onClick={() => setEditing({ open: true, record: r })}>
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={translate('structure.action.delete')}>
                  <IconButton size="small" color="error" aria-label={`${translate('structure.action.delete')} ${r.name}`} onClick={() => setDeleting(r)}>
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            )}
          />
        </DataTable>
        </FitBox>
      </List>
      {form({
        open: editing.open,
        record: editing.record,
        onClose: () => setEditing((e) => ({ ...e, open: false })),
        onSaved: (created) => {
          notify(created ? 'structure.done.created' : 'structure.done.updated', { type: 'success' });
          setEditing((e) => ({ ...e, open: false }));
          refresh();
        },
      })}
      <DeleteDialog
        open={deleting !== null}
        message={translate('structure.confirm_delete', { kind: kindName, name: deleting?.name ?? '' })}
        onConfirm={() => deleteOne(resource, { id: deleting!.id, previousData: deleting!, meta: SILENT }, { returnPromise: true })}
        onDeleted={() => {
          notify('structure.done.deleted', { type: 'success' });
          refresh();
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
