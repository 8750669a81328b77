/**
 * 学期设置 (spec §2 /system/term; issue 13): the school's academic years and their terms — regular
 * (常规学期), summer (暑期) and winter (寒假) — with their dates, the current term marked, filters by
 * academic year, kind and name; 新增学期 and 编辑 open the form dialog, 删除 asks first and shows
 * the server's refusal (a term with hours records or activities stays).
 * Data: dataProvider 'terms' (GET /system/term/list, POST /system/term/add|update|delete) and
 * 'currentTerm' (GET /system/term/current).
 */
import { useState } from 'react';
import { Box, useMediaQuery, useTheme } from '@mui/material';
import { SelectInput, TextInput, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import { academicYearOf, chinaToday, TERM_KINDS, type TermRow } from '../../../common/terms';
import { DeleteDialog } from '../shared/DeleteDialog';
import { LIST_SX } from '../shared/paging';
import { CurrentTermCard } from './CurrentTermCard';
import { useTermLabels } from './labels';
import { TermFormDialog } from './TermFormDialog';
import { TermCards, TermTable } from './TermRows';
import { CreateAction, PageList } from '../shared/PageList';

/** Academic years offered by the filter: two ahead of the current one and eight back. */
function yearChoices(label: (y: number) => string) {
  const now = academicYearOf(chinaToday());
  return Array.from({ length: 11 }, (_, i) => now + 2 - i).map((y) => ({ id: y, name: label(y) }));
}

export default function TermPage() {
  const translate = useTranslate();
  const labels = useTermLabels();
  const notify = useNotify();
  const refresh = useRefresh();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [deleteOne] = useDelete<TermRow>();
  // The record stays while the dialog closes, so its title does not flip mid-animation.
  const [editing, setEditing] = useState<{ open: boolean; record?: TermRow }>({ open: false });
  const [deleting, setDeleting] = useState<TermRow | null>(null);

  const filters = [
    <SelectInput key="academicYear" source="academicYear" label="resources.terms.fields.academicYear" choices={yearChoices(labels.year)} alwaysOn emptyText="terms.filters.all_years" sx={{ minWidth: 170 }} />,
    <SelectInput key="kind" source="kind" label="resources.terms.fields.kind" choices={TERM_KINDS.map((k) => ({ id: k, name: labels.kind(k) }))} alwaysOn emptyText="terms.filters.all_kinds" sx={{ minWidth: 130 }} />,
    <TextInput key="name" source="name" label="resources.terms.fields.name" placeholder={translate('terms.filters.name_placeholder')} alwaysOn resettable fullWidth={phone} />,
  ];
  const rowActions = { onEdit: (r: TermRow) => setEditing({ open: true, record: r }), onDelete: setDeleting };

  return (
    <Box>
      <CurrentTermCard />
      <PageList
        resource="terms"
        title="terms.title"
        filters={filters}
        empty={false}
        actions={<CreateAction label="terms.action.create" onClick={() => setEditing({ open: true })} />}
        sx={LIST_SX}
      >
        {phone ? <TermCards {...rowActions} /> : <TermTable {...rowActions} />}
      </PageList>
      <TermFormDialog
        open={editing.open}
        record={editing.record}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
        onSaved={(created) => {
          notify(created ? 'terms.done.created' : 'terms.done.updated', { type: 'success' });
          setEditing((e) => ({ ...e, open: false }));
          refresh();
        }}
      />
      <DeleteDialog
        open={deleting !== null}
        message={translate('terms.confirm_delete', { name: deleting?.name ?? '' })}
        onConfirm={() => deleteOne('terms', { id: deleting!.id, previousData: deleting!, meta: { silent: true } }, { mutationMode: 'pessimistic', returnPromise: true })}
        onDeleted={() => {
          notify('terms.done.deleted', { type: 'success' });
          refresh();
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
