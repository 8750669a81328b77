/**
 * The checkbox permission tree of the role editor (spec §2 "Role editing screen", §4 "Permission
 * tree"). Controlled: `value` is the saved permission string ('500,501,/school/students'); every
 * click emits the new string through `onChange`, so when the granted permissions change from outside
 * the tree re-initialises with those nodes ticked. The rules live in permissionTree.ts: a checkbox
 * checks the node with its ancestors and descendants, or unchecks it with its descendants (an
 * ancestor left without checked children is unchecked too); clicking a node's name toggles expansion.
 * Rendered by MUI X's RichTreeView with checkbox selection; the selection it reports is read back
 * through those rules, so the saved string stays the spec's.
 */
import { useMemo, useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useLocale, useTranslate } from 'react-admin';
import { moduleName } from '../../layout/menu/menuModel';
import { allIds, check, fromPermissionString, indexTree, stateOf, toPermissionString, toggle, uncheck, type TreeIndex, type TreeNode } from './permissionTree';

export interface PermissionTreeProps {
  tree: TreeNode[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** Nodes with children whose subtree is partly granted: opened at first so the grants are visible. */
function initiallyExpanded(index: TreeIndex, checked: Set<number>): string[] {
  return index.order.filter((id) => index.nodes.get(id)!.children.length > 0 && stateOf(index, checked, id) === 'partial').map(String);
}

/**
 * The checked set after the tree view reports a new selection: one item flipped (a click, Space)
 * is a toggle by the rules; several at once (Shift or Ctrl+A ranges) check the added ones and
 * uncheck the removed ones.
 */
function nextChecked(index: TreeIndex, checked: Set<number>, selected: readonly string[]): Set<number> {
  const now = new Set(selected.map(Number));
  const added = [...now].filter((id) => !checked.has(id));
  const removed = [...checked].filter((id) => !now.has(id));
  if (added.length + removed.length === 1) return toggle(index, checked, added[0] ?? removed[0]);
  return removed.reduce((set, id) => uncheck(index, set, id), added.reduce((set, id) => check(index, set, id), checked));
}

export function PermissionTree({ tree, value, onChange, disabled }: PermissionTreeProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const index = useMemo(() => indexTree(tree), [tree]);
  const checked = useMemo(() => fromPermissionString(index, value), [index, value]);
  const selected = useMemo(() => [...checked].map(String), [checked]);
  const [expanded, setExpanded] = useState<string[]>(() => initiallyExpanded(index, checked));
  const parents = useMemo(() => index.order.filter((id) => index.nodes.get(id)!.children.length > 0).map(String), [index]);

  const emit = (next: Set<number>) => onChange(toPermissionString(index, next));
  // A partly granted node shows a ticked, indeterminate box (the tree view alone would show it unticked).
  const itemProps = ({ itemId }: { itemId: string }) => {
    const node = index.nodes.get(Number(itemId))!;
    const state = stateOf(index, checked, node.id);
    return {
      label: (
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', minWidth: 0, fontWeight: index.parent.get(node.id) === null ? 600 : 400 }}>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{moduleName(node, locale)}</Box>
          {node.isBtn === 1 ? <Chip label={translate('roles.dialog.button')} size="small" variant="outlined" sx={{ ml: 1, height: 20, fontSize: 12, flexShrink: 0 }} /> : null}
        </Box>
      ),
      slotProps: {
        root: { 'aria-checked': state === 'partial' ? ('mixed' as const) : state === 'checked' },
        checkbox: { checked: state !== 'unchecked', indeterminate: state === 'partial', disabled, size: 'small' as const, slotProps: { input: { 'aria-label': moduleName(node, locale) } } },
      },
    };
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setExpanded(parents)}>{translate('roles.action.expand_all')}</Button>
        <Button size="small" onClick={() => setExpanded([])}>{translate('roles.action.collapse_all')}</Button>
        <Button size="small" disabled={disabled} onClick={() => emit(allIds(index))}>{translate('roles.action.check_all')}</Button>
        <Button size="small" disabled={disabled} onClick={() => emit(new Set())}>{translate('roles.action.clear')}</Button>
        <Typography variant="body2" color="text.secondary" data-testid="permission-count" sx={{ ml: 'auto !important' }}>
          {translate('roles.dialog.selected', { count: checked.size })}
        </Typography>
      </Stack>
      <RichTreeView
        items={tree}
        getItemId={(n) => String(n.id)}
        getItemLabel={(n) => moduleName(n, locale)}
        multiSelect
        checkboxSelection
        selectedItems={selected}
        onSelectedItemsChange={(_event, ids) => {
          if (!disabled) emit(nextChecked(index, checked, ids));
        }}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
        itemChildrenIndentation={20}
        slotProps={{ item: itemProps }}
        aria-label={translate('roles.dialog.tree_title')}
        sx={{
          p: 1, border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 420, overflowY: 'auto',
          '& .MuiTreeItem-label': { typography: 'body2' },
          // The ticks show what is granted; a tinted row for every granted node would only add noise.
          '& .MuiTreeItem-content[data-selected]:not([data-focused])': { bgcolor: 'transparent', '&:hover': { bgcolor: 'action.hover' } },
        }}
      />
    </Box>
  );
}
