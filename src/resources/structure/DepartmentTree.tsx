/**
 * 行政部门 (spec §2 /organization/department; §1 assistant topic 4 "administrative departments as
 * a tree"): the school's colleges as a tree with their sub-departments. Select a node to see it;
 * add a sub-college, edit (rename, move, campus) or delete it (with confirmation; a refusal such
 * as '该院系下仍有 12 名学生和 3 个专业,无法删除' stays in the dialog).
 * Data: getCollegeTree (GET /school/college/tree); changes are the `colleges` resource's create,
 * update and delete (POST /school/college/add|update|delete).
 */
import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, Card, CardHeader } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useDelete, useNotify, useTranslate } from 'react-admin';
import type { CollegeTreeNode } from '../../../common/api';
import { findNode, pathTo } from '../../../common/tree';
import type { OrganizationDataProvider } from '../../dataProvider/organizations';
import { DeleteDialog } from '../shared/DeleteDialog';
import { EmptyState } from '../shared/EmptyState';
import { IconAction } from '../shared/IconAction';
import { TreeCard } from '../shared/TreeList';
import { DepartmentDetail } from './DepartmentDetail';
import { STRUCTURE_LEVELS } from './levels';
import { StructureForm, type StructureRecord } from './StructureForm';

export const COLLEGE_TREE_KEY = ['college-tree'];

/** What the dialog edits; kept while it closes so its title does not flip mid-animation. */
type Editing = { open: boolean; record?: StructureRecord; parent?: CollegeTreeNode };

export default function DepartmentTree() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<OrganizationDataProvider>();
  const [deleteOne] = useDelete<CollegeTreeNode>();
  const { data: tree = [], isPending } = useQuery({ queryKey: COLLEGE_TREE_KEY, queryFn: () => dataProvider.getCollegeTree() });
  const [chosenId, setSelectedId] = useState<number | null>(null);
  // The chosen college while it exists, else the first one.
  const selectedId = chosenId && findNode(tree, chosenId) ? chosenId : (tree[0]?.id ?? null);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const closeEditor = () => setEditing((e) => ({ ...e, open: false }));
  const [deleting, setDeleting] = useState<CollegeTreeNode | null>(null);
  const selected = findNode(tree, selectedId);
  const path = useMemo(() => (selected ? pathTo(tree, selected.id).map((id) => findNode(tree, id)!.name) : []), [tree, selected]);
  const reload = () => queryClient.invalidateQueries({ queryKey: COLLEGE_TREE_KEY });
  const reloadAll = () => Promise.all([reload(), queryClient.invalidateQueries({ queryKey: ['structure-options'] })]);

  const t = (key: string) => translate(`structure.action.${key}`);
  const nodeActions = (node: CollegeTreeNode) => (
    <>
      <IconAction title={t('add_child')} name={node.name} icon={<AddIcon fontSize="small" />} onClick={() => setEditing({ open: true, parent: node })} />
      <IconAction title={t('edit')} name={node.name} icon={<EditOutlined fontSize="small" />} onClick={() => setEditing({ open: true, record: node })} />
      <IconAction title={t('delete')} name={node.name} color="error" icon={<DeleteOutline fontSize="small" />} onClick={() => setDeleting(node)} />
    </>
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(340px, 5fr) 7fr' }, gap: 2, alignItems: 'start' }}>
      <Title title={translate('structure.department.title')} />
      <TreeCard
        header={
          <CardHeader
            title={translate('structure.department.title')}
            subheader={translate('structure.department.hint')}
            slotProps={{ title: { variant: 'h6' }, subheader: { variant: 'body2' } }}
            action={
              <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditing({ open: true })}>
                {t('add_root')}
              </Button>
            }
          />
        }
        loading={isPending}
        empty="structure.department.empty"
        offset={260}
        nodes={tree}
        label={translate('structure.department.title')}
        selectedId={selectedId}
        onSelect={(n) => setSelectedId(n.id)}
        secondary={(n) => translate('structure.department.students', { count: n.studentCount })}
        actions={nodeActions}
      />
      <Card variant="outlined">
        {selected ? (
          <DepartmentDetail node={selected} path={path} onSelect={(id) => setSelectedId(id)} onAddChild={() => setEditing({ open: true, parent: selected })} onEdit={() => setEditing({ open: true, record: selected })} />
        ) : (
          <EmptyState message="structure.department.none_selected" />
        )}
      </Card>
      <StructureForm
        level={STRUCTURE_LEVELS.college}
        open={editing.open}
        record={editing.record}
        preset={editing.parent ? { parentId: editing.parent.id } : undefined}
        title={editing.parent ? translate('structure.dialog.add_child', { parent: editing.parent.name }) : undefined}
        onClose={closeEditor}
        onSaved={(created) => {
          notify(created ? 'structure.done.created' : 'structure.done.updated', { type: 'success' });
          closeEditor();
          void reloadAll();
        }}
      />
      <DeleteDialog
        open={deleting !== null}
        message={translate('structure.confirm_delete', { kind: translate('resources.colleges.name', { smart_count: 1 }), name: deleting?.name ?? '' })}
        onConfirm={() => deleteOne('colleges', { id: deleting!.id, previousData: deleting!, meta: { silent: true } }, { returnPromise: true })}
        onDeleted={() => {
          notify('structure.done.deleted', { type: 'success' });
          if (deleting?.id === selectedId) setSelectedId(null);
          void reloadAll();
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
