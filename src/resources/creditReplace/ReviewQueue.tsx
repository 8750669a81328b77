/**
 * 学分置换审核 (/proceeding/wait/credit/replace/auditing; also the old /wait/replace/first/list;
 * issue 21; spec §2 "credit replacement audit"): the requests waiting for review (or all, by status)
 * within the caller's scope; a row opens ?id=, the request with its evidence and the decision buttons
 * beside it (CreditReview). Data: getList('creditQueue') → GET /credit/replace/list.
 */
import { Box, Button, Typography } from '@mui/material';
import { DataTable, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { CreditRequestRow } from '../../../common/creditReplace';
import { EmptyState } from '../shared/EmptyState';
import { PageList } from '../shared/PageList';
import { CreditStatusChip, useStatusChoices } from './cells';
import { CreditReview } from './CreditReview';

export default function ReviewQueue() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const statuses = useStatusChoices();
  const id = Number(params.get('id'));
  if (id > 0) {
    return (
      <Box sx={{ p: { xs: 1, md: 2 } }}>
        <Button size="small" onClick={() => setParams({})} sx={{ mb: 1 }}>{translate('creditReplace.action.back')}</Button>
        <Typography component="h1" variant="h6" sx={{ mb: 1.5 }}>{translate('creditReplace.title.detail')}</Typography>
        <CreditReview id={id} />
      </Box>
    );
  }
  const Col = DataTable.Col<CreditRequestRow>;
  const filters = [
    <TextInput key="name" source="name" label="creditReplace.fields.search" placeholder={translate('creditReplace.fields.search_placeholder')} alwaysOn resettable fullWidth={false} />,
    <SelectInput key="status" source="status" label="creditReplace.fields.status" choices={statuses} alwaysOn translateChoice={false} emptyText="creditReplace.all" />,
  ];
  return (
    <PageList resource="creditQueue" title="creditReplace.title.queue" empty={false} filters={filters} filterDefaultValues={{ status: 1 }} actions={false}>
      <DataTable<CreditRequestRow> bulkActionButtons={false} rowClick={(rowId) => { setParams({ id: String(rowId) }); return false; }} empty={<EmptyState message="creditReplace.queue.empty" />}>
        <Col source="studentName" label="creditReplace.fields.student" disableSort render={(r) => `${r.studentName}（${r.studentCode}）`} />
        <Col source="collegeName" label="creditReplace.fields.college" disableSort />
        <Col source="ruleName" label="creditReplace.fields.rule" disableSort render={(r) => (r.ruleId === null ? translate('creditReplace.other') : r.ruleName)} />
        <Col source="name" label="creditReplace.fields.name" disableSort />
        <Col source="hours" label="creditReplace.fields.hours" disableSort align="right" />
        <Col source="createdAt" label="creditReplace.fields.createdAt" disableSort />
        <Col source="status" label="creditReplace.fields.status" disableSort render={(r) => <CreditStatusChip status={r.status} />} />
        <Col source="actions" label="creditReplace.fields.actions" disableSort align="right" render={(r) => (
          <Button size="small" onClick={(e) => { e.stopPropagation(); setParams({ id: String(r.id) }); }}>{translate(r.canAudit ? 'creditReplace.action.review' : 'creditReplace.action.view')}</Button>
        )} />
      </DataTable>
    </PageList>
  );
}
