/**
 * The list pagination bar of spec §9: total, sizes, previous, pages, next, jumper — in that
 * order, like the product's earlier element-style pager. Works in any react-admin list context.
 */
import { useState, type KeyboardEvent } from 'react';
import { Box, MenuItem, Pagination, Select, TextField, Typography } from '@mui/material';
import { useListPaginationContext, useTranslate } from 'react-admin';
import { PAGE_SIZES, jumpTarget } from './paging';

// Accessible names of the pager's buttons (react-admin's own navigation messages).
const ariaKeys: Record<string, string> = {
  page: 'ra.navigation.page',
  first: 'ra.navigation.first',
  last: 'ra.navigation.last',
  next: 'ra.navigation.next',
  previous: 'ra.navigation.previous',
};

export function ListPagination() {
  const { page, perPage, total, setPage, setPerPage, isPending } = useListPaginationContext();
  const translate = useTranslate();
  const [jump, setJump] = useState('');
  const count = total ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / perPage));

  // Jump on Enter or when the field loses focus, then clear it (spec §5 rule in jumpTarget).
  const goToTyped = () => {
    if (jump.trim() === '') return;
    const target = jumpTarget(jump, Math.ceil(count / perPage));
    setJump('');
    if (target !== null && target !== page) setPage(target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') goToTyped();
  };
  const pageSuffix = translate('shell.pagination.page');

  return (
    <Box
      component="nav"
      aria-label="pagination"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: 1.5,
        px: 2,
        py: 1.5,
        color: 'text.secondary',
        fontSize: 14,
      }}
    >
      {/* No '共 0 条' before the first answer (issue 18 item 9): the total appears with the rows. */}
      <Typography variant="body2" data-testid="pagination-total" sx={{ visibility: total === undefined ? 'hidden' : 'visible' }}>
        {translate('shell.pagination.total', { total: count })}
      </Typography>
      <Select
        size="small"
        value={perPage}
        onChange={(event) => setPerPage(Number(event.target.value))}
        inputProps={{ 'aria-label': translate('ra.navigation.page_rows_per_page') }}
        sx={{ fontSize: 14, height: 30, bgcolor: 'background.paper' }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {translate('shell.pagination.per_page', { size })}
          </MenuItem>
        ))}
      </Select>
      <Pagination
        page={Math.min(page, pageCount)}
        count={pageCount}
        disabled={isPending && count === 0}
        color="primary"
        shape="rounded"
        size="small"
        siblingCount={2}
        onChange={(_, value) => setPage(value)}
        getItemAriaLabel={(type, value) => (ariaKeys[type] ? translate(ariaKeys[type], { page: value }) : '')}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Typography variant="body2">{translate('shell.pagination.goto')}</Typography>
        <TextField
          size="small"
          margin="none"
          fullWidth={false}
          value={jump}
          onChange={(event) => setJump(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={goToTyped}
          slotProps={{ htmlInput: { 'aria-label': translate('shell.pagination.jump_label'), inputMode: 'numeric' } }}
          sx={{ width: 56, '& .MuiInputBase-root': { height: 30, fontSize: 14, bgcolor: 'background.paper' }, '& input': { textAlign: 'center' } }}
        />
        {pageSuffix ? <Typography variant="body2">{pageSuffix}</Typography> : null}
      </Box>
    </Box>
  );
}
