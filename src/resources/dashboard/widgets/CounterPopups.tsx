/**
 * The popups of the counter cards (spec §2 admin dashboard, §7, §9 930 px): 学生总数 (GET
 * /school/students {current, size, status: 1}; 查看全部 → /student/list), 活动数量 and 活动参与
 * (GET /activity/list {current, size}: every activity, as 活动数量 counts; {type: 3, …}: the held
 * activities whose seats 活动参与 counts — issue 18 item 5; a row → /communist/activity/detail?id=), 自主申报
 * (GET /project/apply/list {current, size}; a row → /communist/project/apply/detail?id=; 查看全部 →
 * /communist/project/apply). A refused or failed call shows the empty state, silently.
 */
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ActivityRow } from '../../../../common/activities';
import type { StudentRow } from '../../../../common/api';
import type { DeclarationRow } from '../../../../common/declarations';
import { ActivityStatusChip } from '../../activities/ActivityStatusChip';
import { activityDetailPath } from '../../activities/format';
import { useHoursFormat } from '../../audits/cells';
import { DeclarationStatusChip } from '../../declarations/chips';
import { DECLARATION_LIST_PATH, declarationDetailPath } from '../../declarations/paths';
import type { DashboardPath } from '../../../dataProvider/shell';
import { labelled, type MiniColumn } from './MiniTable';
import { PagedPopupTable, PopupDialog } from './PopupDialog';

/** The counter cards that open a popup. */
export type CounterPopupKind = 'students' | 'activities' | 'enrolls' | 'applies';

export const STUDENT_LIST_PATH = '/student/list';
/** GET /activity/list's `type` of the held activities (HELD_STATUSES), whose seats 活动参与 counts. */
const HELD_LIST = 3;

interface PopupProps {
  open: boolean;
  onClose: () => void;
}

/**
 * One counter's popup over a server-paged call: titled `titleKey`, columns labelled
 * `dashboard.popup.<texts>.<key>`; a row opens `to(row)` when given.
 */
function CounterTablePopup<T extends { id: number | string }>({ open, onClose, titleKey, testId, viewAll, texts, path, params, to, columns }: PopupProps & {
  titleKey: string;
  testId: string;
  viewAll?: string;
  texts: string;
  path: DashboardPath;
  params?: Record<string, unknown>;
  to?: (row: T) => string;
  columns: Omit<MiniColumn<T>, 'label'>[];
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const title = translate(titleKey);
  const t = (k: string) => translate(`dashboard.popup.${texts}.${k}`);
  return (
    <PopupDialog open={open} onClose={onClose} title={title} viewAll={viewAll} testId={testId}>
      <PagedPopupTable<T>
        path={path}
        params={params}
        enabled={open}
        columns={labelled(t, columns)}
        rowKey={(r) => r.id}
        onRowClick={to && ((r) => navigate(to(r)))}
        ariaLabel={title}
      />
    </PopupDialog>
  );
}

function StudentsPopup(props: PopupProps) {
  const hours = useHoursFormat();
  return (
    <CounterTablePopup<StudentRow> {...props} titleKey="dashboard.counters.studentCount" testId="popup-students" viewAll={STUDENT_LIST_PATH} texts="students" path="/school/students" params={{ status: 1 }}
      columns={[
        { key: 'name', width: '10%' },
        { key: 'code', width: '13%' },
        { key: 'collegeName' },
        { key: 'majorName' },
        { key: 'className', width: '20%' },
        { key: 'grade', width: '7%' },
        { key: 'hours', width: '9%', align: 'right', render: (r) => hours(r.hours) },
      ]}
    />
  );
}

function ActivitiesPopup({ enrolls, ...props }: PopupProps & { enrolls: boolean }) {
  const translate = useTranslate();
  const hours = useHoursFormat();
  return (
    <CounterTablePopup<ActivityRow> {...props} titleKey={enrolls ? 'dashboard.counters.activityEnrollCount' : 'dashboard.counters.activityCount'} testId={enrolls ? 'popup-enrolls' : 'popup-activities'}
      texts="activities" path="/activity/list" params={enrolls ? { type: HELD_LIST } : {}} to={(r) => activityDetailPath(r.id)}
      columns={[
        { key: 'name' },
        { key: 'orgName', width: '17%' },
        { key: 'classifyName', width: '13%' },
        { key: 'status', width: '13%', render: (r) => <ActivityStatusChip status={r.status} />, title: (r) => translate(`activities.status.${r.status}`, { _: '' }) },
        enrolls
          ? { key: 'enrollCount', width: '10%', align: 'right', render: (r) => String(r.enrollCount) }
          : { key: 'hours', width: '9%', align: 'right', render: (r) => hours(r.hours) },
        { key: 'startTime', width: '17%' },
      ]}
    />
  );
}

function AppliesPopup(props: PopupProps) {
  const hours = useHoursFormat();
  return (
    <CounterTablePopup<DeclarationRow> {...props} titleKey="dashboard.counters.hoursApplyCount" testId="popup-applies" viewAll={DECLARATION_LIST_PATH}
      texts="applies" path="/project/apply/list" to={(r) => declarationDetailPath(r.id)}
      columns={[
        { key: 'userName', width: '11%' },
        { key: 'code', width: '14%' },
        { key: 'projectName' },
        { key: 'optionName', width: '13%' },
        { key: 'hours', width: '8%', align: 'right', render: (r) => hours(r.hours) },
        { key: 'status', width: '11%', render: (r) => <DeclarationStatusChip status={r.status} /> },
        { key: 'applyTime', width: '17%' },
      ]}
    />
  );
}

/** The popup of one counter card, or nothing. */
export function CounterPopup({ kind, onClose }: { kind: CounterPopupKind | null; onClose: () => void }) {
  return (
    <>
      <StudentsPopup open={kind === 'students'} onClose={onClose} />
      <ActivitiesPopup open={kind === 'activities'} onClose={onClose} enrolls={false} />
      <ActivitiesPopup open={kind === 'enrolls'} onClose={onClose} enrolls />
      <AppliesPopup open={kind === 'applies'} onClose={onClose} />
    </>
  );
}
