/** Small pieces of the 志愿服务 pages: the status chips of a volunteer and of a service-hours record, and a volunteer's service record table. */
import { Chip, TableCell, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ServiceHoursStatus, type ServiceHoursRow } from '../../../common/voluntary';
import { PlainTable } from '../shared/PlainTable';

const HOURS_COLORS: Record<number, 'default' | 'warning' | 'success' | 'error'> = {
  [ServiceHoursStatus.DRAFT]: 'default',
  [ServiceHoursStatus.PENDING]: 'warning',
  [ServiceHoursStatus.APPROVED]: 'success',
  [ServiceHoursStatus.REJECTED]: 'error',
};

/** 待提交 / 审核中 / 已通过 / 已驳回. */
export function HoursStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={HOURS_COLORS[status] ?? 'default'} label={translate(`voluntary.hoursStatus.${status}`)} />;
}

/** 在册 / 已退出. */
export function VolunteerStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={status === 1 ? 'success' : 'default'} label={translate(`voluntary.volunteerStatus.${status}`)} />;
}

const F = 'resources.serviceHours.fields';

/** A volunteer's service record: date, activity, team, hours, status (the show page and 我的志愿). */
export function ServiceRecordTable({ records, empty }: { records: ServiceHoursRow[]; empty: string }) {
  const translate = useTranslate();
  if (!records.length) return <Typography variant="body2" color="text.secondary">{translate(empty)}</Typography>;
  return (
    <PlainTable
      head={[`${F}.serviceDate`, `${F}.activityName`, `${F}.organizationName`, `${F}.hours`, `${F}.status`]}
      rows={records}
      rowKey={(r) => r.id}
      cells={(r) => (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.serviceDate}</TableCell>
          <TableCell>{r.activityName}</TableCell>
          <TableCell>{r.organizationName}</TableCell>
          <TableCell align="right">{r.hours}</TableCell>
          <TableCell><HoursStatusChip status={r.status} /></TableCell>
        </>
      )}
    />
  );
}
