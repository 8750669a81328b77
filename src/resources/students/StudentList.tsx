/**
 * The signed-in school's students (spec §2 "/usermng: ... list", §3 "Student list row", §9
 * paging). Data: dataProvider.getList('students') → GET /school/students with current/size.
 */
import { useMemo } from 'react';
import { DataTable, List, TextInput, useTranslate } from 'react-admin';
import type { StudentRow } from '../../../common/api';
import { readProfile } from '../../layout/shellSession';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE } from '../shared/paging';
import { EmptyState } from '../shared/EmptyState';
import { decimalPlaces, formatDecimal, formatPlain } from '../shared/format';
import { StatusChip } from './StatusChip';

// Filters at module level (react-admin convention): name and student number, always visible.
const filters = [
  <TextInput
    key="name"
    source="name"
    label="resources.students.fields.name"
    placeholder="students.filters.name_placeholder"
    alwaysOn
    resettable
    fullWidth={false}
  />,
  <TextInput
    key="code"
    source="code"
    label="resources.students.fields.code"
    placeholder="students.filters.code_placeholder"
    alwaysOn
    resettable
    fullWidth={false}
  />,
];

const Col = DataTable.Col<StudentRow>;

/** '分数' when the school converts to points (spec §3 waysConvert 3), otherwise '学分'. */
function useScoreLabel(): string {
  const translate = useTranslate();
  return translate(readProfile().scoreUnit === '分数' ? 'students.score_points' : 'students.score_credit');
}

function StudentTable() {
  const translate = useTranslate();
  const scoreLabel = useScoreLabel();
  const places = useMemo(() => decimalPlaces(readProfile().decimalPlaces), []);
  const enumLabel = (group: string, value: number | null | undefined, fallback = '-') =>
    value === null || value === undefined ? fallback : translate(`students.${group}.${value}`, { _: fallback });

  return (
    <DataTable<StudentRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
      <Col source="name" disableSort />
      <Col source="code" disableSort />
      <Col source="gender" disableSort render={(r) => enumLabel('gender', r.gender)} />
      {/* Any politics code outside 0–4 reads as 群众 (spec §3). */}
      <Col
        source="politics"
        disableSort
        render={(r) => translate(`students.politics.${r.politics}`, { _: translate('students.politics.0') })}
      />
      <Col source="campusName" disableSort />
      <Col source="collegeName" disableSort />
      <Col source="majorName" disableSort />
      <Col source="grade" disableSort />
      <Col source="className" disableSort />
      <Col source="hours" disableSort align="right" render={(r) => formatDecimal(r.hours, places)} />
      <Col source="score" label={scoreLabel} disableSort align="right" render={(r) => formatDecimal(r.score, places)} />
      {/* 诚信值 is an integrity score, not hours: shown as the school recorded it. */}
      <Col source="credit" disableSort align="right" render={(r) => formatPlain(r.credit)} />
      <Col source="status" disableSort render={(r) => <StatusChip status={r.status} />} />
    </DataTable>
  );
}

/** The list page: filters, table with loading skeleton and empty state, spec pagination. */
export default function StudentList() {
  return (
    <List
      resource="students"
      title="students.list_title"
      filters={filters}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<ListPagination />}
      empty={<EmptyState />}
      actions={false}
      exporter={false}
      sx={{
        '& .RaList-content': { overflowX: 'auto' },
        // A compact filter row with white inputs on the grey page.
        '& .RaList-actions form': { minHeight: 'auto', pb: 1.5 },
        '& .RaList-actions .MuiInputBase-root': { bgcolor: 'background.paper' },
      }}
    >
      <StudentTable />
    </List>
  );
}
