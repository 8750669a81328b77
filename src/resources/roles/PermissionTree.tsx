/**
 * The checkbox permission tree of the role editor (spec §2 "Role editing screen", §4 "Permission
 * tree"). Controlled: `value` is the saved permission string ('500,501,/school/students'); every
 * click emits the new string through `onChange`, so when the granted permissions change from outside
 * the tree re-initialises with those nodes ticked. The rules live in permissionTree.ts: a checkbox
 * checks the node with its ancestors and descendants, or unchecks it with its descendants (an
 * ancestor left without checked children is unchecked too); clicking a node's name toggles expansion.
 */
import { useMemo, useState } from 'react';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Checkbox, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { allIds, fromPermissionString, indexTree, stateOf, toPermissionString, toggle, type TreeIndex, type TreeNode } from './permissionTree';

export interface PermissionTreeProps {
  tree: TreeNode[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

interface RowProps {
  node: TreeNode;
  depth: number;
  index: TreeIndex;
  checked: Set<number>;
  expanded: Set<number>;
  disabled?: boolean;
  onToggleCheck: (id: number) => void;
  onToggleExpand: (id: number) => void;
}

function TreeRow({ node, depth, index, checked, expanded, disabled, onToggleCheck, onToggleExpand }: RowProps) {
  const translate = useTranslate();
  const state = stateOf(index, checked, node.id);
  const hasChildren = node.children.length > 0;
  const open = expanded.has(node.id);
  return (
    <li role="treeitem" aria-expanded={hasChildren ? open : undefined} aria-selected={state !== 'unchecked'} style={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 3, minHeight: 34, '&:hover': { bgcolor: 'action.hover' }, borderRadius: 1 }}>
        {hasChildren ? (
          <IconButton size="small" onClick={() => onToggleExpand(node.id)} aria-label={`${translate(open ? 'roles.action.collapse' : 'roles.action.expand')} ${node.name}`} tabIndex={-1}>
            {open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 30 }} />
        )}
        <Checkbox
          size="small"
          checked={state === 'checked' || state === 'partial'}
          indeterminate={state === 'partial'}
          disabled={disabled}
          onChange={() => onToggleCheck(node.id)}
          slotProps={{ input: { 'aria-label': node.name } }}
          sx={{ p: 0.5 }}
        />
        <Typography
          variant="body2"
          component="span"
          onClick={hasChildren ? () => onToggleExpand(node.id) : undefined}
          sx={{ cursor: hasChildren ? 'pointer' : 'default', userSelect: 'none', fontWeight: depth === 0 ? 600 : 400, ml: 0.5 }}
        >
          {node.name}
        </Typography>
        {node.isBtn === 1 ? <Chip label={translate('roles.dialog.button')} size="small" variant="outlined" sx={{ ml: 1, height: 20, fontSize: 12 }} /> : null}
      </Box>
      {hasChildren && open ? (
        <ul role="group" style={{ margin: 0, padding: 0 }}>
          {node.children.map((c) => (
            <TreeRow key={c.id} node={c} depth={depth + 1} index={index} checked={checked} expanded={expanded} disabled={disabled} onToggleCheck={onToggleCheck} onToggleExpand={onToggleExpand} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Nodes with children whose subtree is partly granted: opened at first so the grants are visible. */
function initiallyExpanded(index: TreeIndex, checked: Set<number>): Set<number> {
  return new Set(index.order.filter((id) => index.nodes.get(id)!.children.length > 0 && stateOf(index, checked, id) === 'partial'));
}

export function PermissionTree({ tree, value, onChange, disabled }: PermissionTreeProps) {
  const translate = useTranslate();
  const index = useMemo(() => indexTree(tree), [tree]);
  const checked = useMemo(() => fromPermissionString(index, value), [index, value]);
  const [expanded, setExpanded] = useState<Set<number>>(() => initiallyExpanded(index, checked));
  const parents = useMemo(() => index.order.filter((id) => index.nodes.get(id)!.children.length > 0), [index]);

  const emit = (next: Set<number>) => onChange(toPermissionString(index, next));
  const toggleExpand = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setExpanded(new Set(parents))}>{translate('roles.action.expand_all')}</Button>
        <Button size="small" onClick={() => setExpanded(new Set())}>{translate('roles.action.collapse_all')}</Button>
        <Button size="small" disabled={disabled} onClick={() => emit(allIds(index))}>{translate('roles.action.check_all')}</Button>
        <Button size="small" disabled={disabled} onClick={() => emit(new Set())}>{translate('roles.action.clear')}</Button>
        <Typography variant="body2" color="text.secondary" data-testid="permission-count" sx={{ ml: 'auto !important' }}>
          {translate('roles.dialog.selected', { count: checked.size })}
        </Typography>
      </Stack>
      <Box
        component="ul"
        role="tree"
        aria-label={translate('roles.dialog.tree_title')}
        sx={{ m: 0, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 420, overflowY: 'auto' }}
      >
        {tree.map((n) => (
          <TreeRow
            key={n.id}
            node={n}
            depth={0}
            index={index}
            checked={checked}
            expanded={expanded}
            disabled={disabled}
            onToggleCheck={(id) => emit(toggle(index, checked, id))}
            onToggleExpand={toggleExpand}
          />
        ))}
      </Box>
    </Box>
  );
}
