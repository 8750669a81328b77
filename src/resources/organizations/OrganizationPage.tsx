/**
 * One page per organisation nature (spec §2 /organization/union, club, voluntary, classes,
 * another): the spec's side menu on the left, the nature's organisation tree, and the selected
 * organisation's detail with its members. The selection lives in the URL (?id=) and defaults to
 * the first organisation. Data: GET /organization/tree, /organization/detail, member list.
 */
import { useEffect, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardHeader, LinearProgress } from '@mui/material';
import { Title, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { OrganizationNode } from '../../../common/api';
import type { OrganizationNature } from '../../../common/organizations';
import { findNode } from '../../../common/tree';
import { DeleteDialog } from '../shared/DeleteDialog';
import { EmptyState } from '../shared/EmptyState';
import { TreeCard } from '../shared/TreeList';
import { MemberTable } from './MemberTable';
import { OrganizationDetailPanel } from './OrganizationDetailPanel';
import { OrganizationForm } from './OrganizationForm';
import { OrganizationSideMenu } from './OrganizationSideMenu';
import { useOrganizationDetail, useOrganizationTree } from './queries';

/** What the dialog edits; kept while it closes so its title does not flip mid-animation. */
type Editing = { open: boolean; mode: 'create' | 'edit'; parent?: OrganizationNode };

export default function OrganizationPage({ nature }: { nature: OrganizationNature }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne] = useDelete();
  const [params, setParams] = useSearchParams();
  const { data: tree = [], isPending } = useOrganizationTree(nature);
  const asked = Number(params.get('id')) || null;
  // The asked organisation when it is in this tree, else the first one.
  const selectedId = asked && findNode(tree, asked) ? asked : (tree[0]?.id ?? null);
  const { data: detail } = useOrganizationDetail(selectedId);
  const [editing, setEditing] = useState<Editing>({ open: false, mode: 'create' });
  const closeEditor = () => setEditing((e) => ({ ...e, open: false }));
  const [deleting, setDeleting] = useState(false);
  const select = (id: number | null) => setParams(id ? { id: String(id) } : {}, { replace: true });
  const natureName = translate(`organizations.nature.${nature}`);

  // Moving to another nature's page closes an open dialog.
  useEffect(closeEditor, [nature]);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '160px 280px minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
      <Title title={natureName} />
      <OrganizationSideMenu nature={nature} />
      <TreeCard
        header={
          <CardHeader
            title={natureName}
            slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }}
            action={
              <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ open: true, mode: 'create' })}>
                {translate('organizations.action.create')}
              </Button>
            }
            sx={{ py: 1.25 }}
          />
        }
        loading={isPending}
        empty="organizations.tree.empty"
        offset={240}
        nodes={tree}
        label={translate('organizations.tree.label')}
        selectedId={selectedId}
        onSelect={(n) => select(n.id)}
        secondary={(n) => `${n.userName || translate('organizations.detail.none')} · ${translate('organizations.tree.count', { count: n.memberCount })}`}
        expandDepth={1}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <Card variant="outlined">
          {detail && selectedId ? (
            <OrganizationDetailPanel
              detail={detail}
              onEdit={() => setEditing({ open: true, mode: 'edit' })}
              onAddChild={() => setEditing({ open: true, mode: 'create', parent: findNode(tree, selectedId) })}
              onDelete={() => setDeleting(true)}
            />
          ) : selectedId ? (
            <LinearProgress aria-label={translate('shell.loading')} />
          ) : (
            <EmptyState message="organizations.detail.select_hint" />
          )}
        </Card>
        {selectedId && detail ? (
          <Card variant="outlined">
            <MemberTable key={selectedId} organization={{ id: selectedId, name: detail.name }} />
          </Card>
        ) : null}
      </Box>
      <OrganizationForm
        open={editing.open}
        nature={nature}
        tree={tree}
        record={editing.mode === 'edit' ? detail : undefined}
        parent={editing.mode === 'create' ? editing.parent : undefined}
        onClose={closeEditor}
        onSaved={(saved, created) => {
          notify(created ? 'organizations.done.created' : 'organizations.done.updated', { type: 'success' });
          closeEditor();
          select(saved.id);
          refresh();
        }}
      />
      <DeleteDialog
        open={deleting}
        message={translate('organizations.confirm_delete', { name: detail?.name ?? '' })}
        onConfirm={() => deleteOne('organizations', { id: selectedId!, previousData: detail, meta: { silent: true } }, { returnPromise: true })}
        onDeleted={() => {
          notify('organizations.done.deleted', { type: 'success' });
          select(detail?.parentId || null);
          refresh();
        }}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}
