/**
 * The selectable tree of the 院系 page and the organisation pages, on MUI X's RichTreeView: each
 * node shows its name, optional secondary text and action buttons; a click (or Enter) selects it,
 * the chevron (or the arrow keys) opens and closes it. Roots and their children start open down
 * to `expandDepth`; the selected node's ancestors open too. TreeCard frames it in a card with its
 * header, a loading bar and the empty state.
 */
import { useEffect, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Box, Card, CardContent, Divider, LinearProgress, Typography } from '@mui/material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTranslate } from 'react-admin';
import { findNode, pathTo } from '../../../common/tree';
import { EmptyState } from './EmptyState';

export interface TreeNode {
  id: number;
  name: string;
  children?: TreeNode[];
}

export interface TreeListProps<N extends TreeNode> {
  nodes: N[];
  /** Accessible name of the tree. */
  label: string;
  selectedId?: number | null;
  onSelect?: (node: N) => void;
  secondary?: (node: N) => ReactNode;
  actions?: (node: N) => ReactNode;
  /** Levels open at first (1 → roots show their children). */
  expandDepth?: number;
}

/** Ids of the nodes above `depth` that have children. */
export function idsToDepth(nodes: readonly TreeNode[], depth: number, level = 1): number[] {
  if (level > depth) return [];
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...idsToDepth(n.children, depth, level + 1)] : []));
}

/** Keeps clicks and keys on a node's buttons from selecting or folding the node. */
const stop = (e: SyntheticEvent) => e.stopPropagation();

export function TreeList<N extends TreeNode>({ nodes, label, selectedId, onSelect, secondary, actions, expandDepth = 1 }: TreeListProps<N>) {
  const [expanded, setExpanded] = useState<string[]>(() => idsToDepth(nodes, expandDepth).map(String));
  // New nodes (a reload) open to the same depth; the selected node's ancestors open too.
  useEffect(() => {
    const more = [...idsToDepth(nodes, expandDepth), ...(selectedId ? pathTo(nodes, selectedId).slice(0, -1) : [])].map(String);
    setExpanded((prev) => (more.every((id) => prev.includes(id)) ? prev : [...new Set([...prev, ...more])]));
  }, [nodes, expandDepth, selectedId]);

  const itemProps = ({ itemId }: { itemId: string }) => {
    const node = findNode(nodes, Number(itemId));
    if (!node) return {};
    const chosen = node.id === selectedId;
    return {
      // One node is chosen at a time: aria-selected, as the WAI-ARIA tree pattern has it for single selection.
      slotProps: { root: { 'aria-selected': chosen, 'aria-checked': undefined } },
      label: (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Box sx={{ minWidth: 0, flex: 1, py: 0.25 }}>
            <Typography noWrap fontSize={14}>{node.name}</Typography>
            {secondary ? (
              <Typography noWrap fontSize={12} color="text.secondary">
                {secondary(node)}
              </Typography>
            ) : null}
          </Box>
          {actions ? (
            <Box onClick={stop} onKeyDown={stop} onMouseDown={stop} sx={{ display: 'flex', gap: 0.25, flexShrink: 0, opacity: chosen ? 1 : 0.55, '.MuiTreeItem-content:hover &': { opacity: 1 } }}>
              {actions(node)}
            </Box>
          ) : null}
        </Box>
      ),
    };
  };

  return (
    <RichTreeView
      items={nodes}
      getItemId={(n) => String(n.id)}
      getItemLabel={(n) => n.name}
      selectedItems={selectedId ? String(selectedId) : null}
      onSelectedItemsChange={(_event, id) => {
        const node = id ? findNode(nodes, Number(id)) : undefined;
        if (node) onSelect?.(node);
      }}
      expandedItems={expanded}
      onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
      expansionTrigger="iconContainer"
      itemChildrenIndentation={18}
      slotProps={{ item: itemProps }}
      aria-label={label}
    />
  );
}

export interface TreeCardProps<N extends TreeNode> extends TreeListProps<N> {
  /** The card's header (a CardHeader with the page's add button). */
  header: ReactNode;
  /** True while the nodes load: a progress bar shows and the empty state waits. */
  loading: boolean;
  /** i18n key of the empty state. */
  empty: string;
  /** Pixels above and below the tree's card: the tree scrolls inside the rest of the window. */
  offset: number;
}

/** A tree in a card: header, loading bar, then the tree or the empty state. */
export function TreeCard<N extends TreeNode>({ header, loading, empty, offset, ...tree }: TreeCardProps<N>) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      {header}
      <Divider />
      {loading ? <LinearProgress aria-label={translate('shell.loading')} /> : null}
      <CardContent sx={{ p: 0.5, '&:last-child': { pb: 0.5 }, maxHeight: `calc(100vh - ${offset}px)`, overflowY: 'auto' }}>
        {!loading && tree.nodes.length === 0 ? <EmptyState message={empty} /> : <TreeList {...tree} />}
      </CardContent>
    </Card>
  );
}
