/**
 * A small tree (MUI List + Collapse; no tree library is installed) for the 院系 tree and the
 * organisation trees: each node can expand or collapse its children, be selected, and carry
 * secondary text and action buttons. Roots and their children start expanded down to
 * `expandDepth`. Accessible as a WAI-ARIA tree (tree / treeitem / group, aria-expanded).
 */
import { useEffect, useState, type ReactNode } from 'react';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Collapse, IconButton, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';

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
export function idsToDepth(nodes: TreeNode[], depth: number, level = 1): number[] {
  if (level > depth) return [];
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...idsToDepth(n.children, depth, level + 1)] : []));
}

/** The path of ids from a root down to `id` (inclusive), or [] when absent. */
export function pathTo(nodes: TreeNode[], id: number): number[] {
  for (const n of nodes) {
    if (n.id === id) return [n.id];
    const below = pathTo(n.children ?? [], id);
    if (below.length) return [n.id, ...below];
  }
  return [];
}

/** Depth-first lookup of a node by id. */
export function findNode<N extends { id: number; children?: N[] }>(nodes: N[], id: number | null | undefined): N | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const below = findNode(n.children ?? [], id);
    if (below) return below;
  }
  return undefined;
}

export function TreeList<N extends TreeNode>({ nodes, label, selectedId, onSelect, secondary, actions, expandDepth = 1 }: TreeListProps<N>) {
  const translate = useTranslate();
  const [open, setOpen] = useState<Set<number>>(() => new Set(idsToDepth(nodes, expandDepth)));
  // New nodes (a reload) open to the same depth; the selected node's ancestors open too.
  useEffect(() => {
    setOpen((prev) => new Set([...prev, ...idsToDepth(nodes, expandDepth), ...(selectedId ? pathTo(nodes, selectedId).slice(0, -1) : [])]));
  }, [nodes, expandDepth, selectedId]);

  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const render = (items: N[], depth: number): ReactNode =>
    items.map((node) => {
      const children = (node.children ?? []) as N[];
      const expanded = open.has(node.id);
      return (
        <Box component="li" key={node.id} role="treeitem" aria-expanded={children.length ? expanded : undefined} aria-selected={selectedId === node.id} sx={{ listStyle: 'none' }}>
          <ListItem disablePadding secondaryAction={actions ? <Box sx={{ display: 'flex', gap: 0.25 }}>{actions(node)}</Box> : undefined} component="div" sx={{ '& .MuiListItemSecondaryAction-root': { opacity: selectedId === node.id ? 1 : 0.55 }, '&:hover .MuiListItemSecondaryAction-root': { opacity: 1 } }}>
            <ListItemButton selected={selectedId === node.id} onClick={() => onSelect?.(node)} sx={{ pl: 1 + depth * 2.25, py: 0.5, pr: actions ? 12 : 2, borderRadius: 1 }}>
              <Box sx={{ width: 28, flexShrink: 0, display: 'flex', justifyContent: 'center' }}>
                {children.length ? (
                  <IconButton
                    size="small"
                    aria-label={translate(expanded ? 'structure.action.collapse' : 'structure.action.expand')}
                    onClick={(e) => {
                      e.stopPropagation();
                      toggle(node.id);
                    }}
                    sx={{ p: 0.25 }}
                  >
                    {expanded ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
                  </IconButton>
                ) : null}
              </Box>
              <ListItemText
                primary={node.name}
                secondary={secondary?.(node)}
                slotProps={{ primary: { noWrap: true, fontSize: 14 }, secondary: { noWrap: true, fontSize: 12 } }}
              />
            </ListItemButton>
          </ListItem>
          {children.length ? (
            <Collapse in={expanded} timeout="auto" unmountOnExit>
              <List disablePadding role="group" component="ul">
                {render(children, depth + 1)}
              </List>
            </Collapse>
          ) : null}
        </Box>
      );
    });

  return (
    <List dense disablePadding role="tree" aria-label={label} component="ul">
      {render(nodes, 0)}
    </List>
  );
}
