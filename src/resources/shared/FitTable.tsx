/**
 * Lists that fit the screen (issue 18 item 2: staff pages at 1366×768 without sideways scroll).
 *
 * - <FitBox> wraps a list's table (PageList puts it around every list's body). It watches whether
 *   the table is wider than the space it has; when it is, the box turns *compact* and stays so until
 *   the space grows back to what the full table needed. A compact table hides its secondary columns
 *   and folds its row actions into a ⋮ menu; whatever still does not fit scrolls inside the box, never
 *   the page.
 * - useCompact(): whether the enclosing FitBox is compact (false outside one, and where nothing is
 *   laid out, e.g. jsdom), for a table to leave out its secondary columns.
 * - <RowActions>: a row's action buttons — all inline when there is room; compact, the first
 *   `inline` stay and the others go into the ⋮ menu (更多操作). Clicks never open the row.
 */
import { createContext, useContext, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import MoreVert from '@mui/icons-material/MoreVert';
import { Box, Button, IconButton, Menu, MenuItem, Stack, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

const CompactContext = createContext(false);

/** Whether the enclosing <FitBox> is compact. */
export const useCompact = () => useContext(CompactContext);

/**
 * The box: full width, its content scrolling sideways inside it. react-admin's selection bar slides
 * over the filter row from inside the table, which the scrolling box would clip: it sits in the
 * flow above the table instead (as the student list had it).
 */
const FIT_SX = {
  width: '100%',
  overflowX: 'auto',
  '& .RaDataTable-root .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none', color: 'text.primary', bgcolor: 'rgba(25, 118, 210, 0.08)' },
  '& .RaDataTable-root .RaBulkActionsToolbar-collapsed': { minHeight: 0, height: 0, overflowY: 'hidden' },
} as const;

/**
 * A full-width box whose content scrolls sideways inside it. Compact (for the content, through
 * useCompact) once the content overflows; wide again when the box is at least as wide as the
 * content needed when it last overflowed. Measured before paint (layout effect, ResizeObserver,
 * MutationObserver for rows that arrive later), so the wide table never flashes.
 */
export function FitBox({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [compact, setCompact] = useState(false);
  // Width in px the wide content needed when it overflowed.
  const needed = useRef(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const room = box.clientWidth;
      if (room === 0) return; // not laid out (hidden tab, jsdom)
      setCompact((was) => {
        if (!was && box.scrollWidth > room + 1) {
          needed.current = box.scrollWidth;
          return true;
        }
        return was && room < needed.current;
      });
    };
    const resized = new ResizeObserver(check);
    resized.observe(box);
    // The table changes width when its rows arrive or change: watch it too.
    const watchTable = () => {
      const table = box.querySelector('table');
      if (table) resized.observe(table);
      check();
    };
    const changed = new MutationObserver(watchTable);
    changed.observe(box, { childList: true, subtree: true });
    watchTable();
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, []);
  return (
    <Box ref={ref} data-compact={compact} sx={FIT_SX}>
      <CompactContext.Provider value={compact}>{children}</CompactContext.Provider>
    </Box>
  );
}

export interface RowAction {
  /** React key and test id suffix. */
  key: string;
  /** The text shown (already translated). */
  label: ReactNode;
  onClick: () => void;
  color?: ButtonProps['color'];
  disabled?: boolean;
  /** An accessible name when `label` is not plain text. */
  ariaLabel?: string;
}

const stop = (e: MouseEvent) => e.stopPropagation();

/**
 * A row's actions: buttons in a row, or — inside a compact FitBox, or with `compact` — the first
 * `inline` (default 1) as buttons and the others as items of the ⋮ menu.
 */
export function RowActions({ actions, inline = 1, compact }: { actions: RowAction[]; inline?: number; compact?: boolean }) {
  const translate = useTranslate();
  const narrow = useCompact();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const folded = (compact ?? narrow) && actions.length > inline + 1 ? actions.slice(inline) : [];
  const shown = folded.length ? actions.slice(0, inline) : actions;
  return (
    // Row clicks open the row; the actions must not (the menu's portal bubbles through React too).
    <Stack direction="row" spacing={0.5} onClick={stop} sx={{ whiteSpace: 'nowrap', alignItems: 'center', justifyContent: 'flex-end' }}>
      {shown.map((a) => (
        <Button key={a.key} size="small" color={a.color ?? 'primary'} disabled={a.disabled} aria-label={a.ariaLabel} onClick={a.onClick} sx={{ minWidth: 0 }}>
          {a.label}
        </Button>
      ))}
      {folded.length ? (
        <>
          <IconButton size="small" aria-label={translate('shell.row_actions.more')} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
            <MoreVert fontSize="small" />
          </IconButton>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} onClick={stop}>
            {folded.map((a) => (
              <MenuItem
                key={a.key}
                disabled={a.disabled}
                aria-label={a.ariaLabel}
                onClick={() => {
                  setAnchor(null);
                  a.onClick();
                }}
                sx={{ color: a.color && a.color !== 'inherit' ? `${a.color}.main` : undefined, fontSize: 14 }}
              >
                {a.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </Stack>
  );
}
