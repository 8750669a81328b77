/**
 * The class-time clash warning of the activity form (issue 20: "show the warning where an activity is
 * planned … 'N 名学生在该时段有课' with the list on click"). Watches the form's activity time, level
 * and college; once both times are set (and in order) asks POST /timetable/clash — for an edited
 * activity its enrolled students, else the students eligible to enrol — and shows the count; 查看名单
 * opens the clashing students with their classes. Nothing shows while the times are incomplete or
 * on a refusal (the check is advice, never a blocker).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ClashResult } from '../../../common/timetables';
import type { ClashQuery, TimetableDataProvider } from '../../dataProvider/timetables';

/** The query the form's values ask, or null while incomplete (times 'YYYY-MM-DD HH:mm', end after start). */
export function clashQueryOf(v: { startTime?: string; endTime?: string; activityLevel?: number; collegeId?: number | '' }, activityId?: number): ClashQuery | null {
  const start = (v.startTime ?? '').replace('T', ' ').slice(0, 16);
  const end = (v.endTime ?? '').replace('T', ' ').slice(0, 16);
  if (start.length < 16 || end.length < 16 || end <= start) return null;
  return { startTime: start, endTime: end, ...(activityId ? { activityId } : {}), ...(v.activityLevel === 2 && v.collegeId ? { collegeId: Number(v.collegeId) } : {}) };
}

function ClashList({ result, open, onClose }: { result: ClashResult; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate('timetables.clash.list_title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label={translate('timetables.clash.list_title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.timetableEntries.fields.name')}</TableCell>
              <TableCell>{translate('resources.timetableEntries.fields.collegeName')}</TableCell>
              <TableCell>{translate('resources.timetableEntries.fields.courseName')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.list.map((p) => (
              <TableRow key={p.userId}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.name}<Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{p.code}</Typography></TableCell>
                <TableCell>{p.collegeName ?? '-'}<Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{p.className ?? ''}</Typography></TableCell>
                <TableCell>
                  {p.classes.map((c, i) => (
                    <Box key={i} sx={{ fontSize: 13 }}>{`${c.day} ${translate(`timetables.weekday.${c.weekday}`)} ${c.startTime}-${c.endTime} ${c.courseName}${c.place ? ` @${c.place}` : ''}`}</Box>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {result.count > result.list.length ? (
          <Typography variant="caption" color="text.secondary">{translate('timetables.clash.more', { shown: result.list.length, count: result.count })}</Typography>
        ) : null}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('timetables.action.close')}</Button></DialogActions>
    </Dialog>
  );
}

export function ClassClashWarning({ activityId }: { activityId?: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<TimetableDataProvider>();
  const [startTime, endTime, activityLevel, collegeId] = useWatch({ name: ['startTime', 'endTime', 'activityLevel', 'collegeId'] }) as [string, string, number, number | ''];
  const query = clashQueryOf({ startTime, endTime, activityLevel, collegeId }, activityId);
  const [open, setOpen] = useState(false);
  const { data } = useQuery({
    queryKey: ['classClash', query],
    queryFn: () => dataProvider.checkClassClash(query!),
    enabled: query !== null,
    meta: { silent: true },
    retry: false,
  });
  if (!query || !data || data.participants === 0) return null;
  const basis = translate(`timetables.clash.basis.${data.basis}`, { n: data.participants });
  if (data.count === 0) return <Alert severity="success" variant="outlined" sx={{ mb: 2, py: 0 }} data-testid="class-clash">{`${translate('timetables.clash.none')} ${basis}`}</Alert>;
  return (
    <>
      <Alert
        severity="warning" sx={{ mb: 2 }} data-testid="class-clash"
        action={<Button color="inherit" size="small" onClick={() => setOpen(true)}>{translate('timetables.clash.view')}</Button>}
      >
        {`${translate('timetables.clash.count', { count: data.count })} ${basis}`}
      </Alert>
      <ClashList result={data} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
