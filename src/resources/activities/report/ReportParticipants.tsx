/**
 * The participants of a completion report (issue 18 item 3): who signed in and out (QR or 补录),
 * the hours reported for each (≤ the activity's) and why they were lowered. Read-only on the
 * auditor's page; in the report dialog the hours and the reason are edited in place, the reason
 * required as soon as the hours are below the activity's.
 */
import { Box, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportParticipant } from '../../../../common/activities';
import { HoursCell, validHours } from '../detail/HoursCell';
import { formatHours } from '../format';

/** A participant's edited hours and reason (absent: as loaded). */
export type ParticipantEdits = Record<number, { hours?: string; reason?: string }>;

/** The hours and reason a participant would be submitted with. */
export function editedOf(p: ReportParticipant, edits: ParticipantEdits): { hours: string; reason: string } {
  return { hours: edits[p.userId]?.hours ?? formatHours(p.hours), reason: edits[p.userId]?.reason ?? p.reason };
}

/** Whether the participant's hours are below the activity's `max`. */
export const isLowered = (hours: string, max: number) => Number(hours) < max;

/** Whether every participant's hours are valid and every lowered one has a reason. */
export function participantsValid(list: ReportParticipant[], edits: ParticipantEdits, max: number): boolean {
  return list.every((p) => {
    const { hours, reason } = editedOf(p, edits);
    return validHours(hours, max) && (!isLowered(hours, max) || reason.trim() !== '');
  });
}

const minute = (t: string | null) => (t ? t.slice(5, 16) : '-');

export interface ReportParticipantsProps {
  participants: ReportParticipant[];
  /** The activity's hours. */
  max: number;
  /** With `onEdit`: hours and reasons are editable. */
  edits?: ParticipantEdits;
  onEdit?: (userId: number, change: { hours?: string; reason?: string }) => void;
  /** Show the missing reasons as errors (after a submit attempt). */
  showErrors?: boolean;
}

export function ReportParticipants({ participants, max, edits = {}, onEdit, showErrors = false }: ReportParticipantsProps) {
  const translate = useTranslate();
  if (!participants.length) return <Typography variant="body2" color="text.secondary">{translate('activities.report.no_participants')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('activities.report.participants_section')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('activities.report.col_student')}</TableCell>
            <TableCell>{translate('activities.report.col_class')}</TableCell>
            <TableCell>{translate('activities.report.col_sign_in')}</TableCell>
            <TableCell>{translate('activities.report.col_sign_out')}</TableCell>
            <TableCell align="right">{translate('activities.report.col_hours')}</TableCell>
            <TableCell sx={{ width: onEdit ? 220 : '30%' }}>{translate('activities.report.col_reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {participants.map((p) => {
            const { hours, reason } = editedOf(p, edits);
            const lowered = validHours(hours, max) && isLowered(hours, max);
            const missing = lowered && reason.trim() === '';
            return (
              <TableRow key={p.userId} data-testid={`report-row-${p.code}`}>
                <TableCell>
                  <Typography variant="body2" component="div" sx={{ whiteSpace: 'nowrap' }}>{p.name}</Typography>
                  <Typography variant="caption" color="text.secondary">{p.code}</Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2" component="div">{p.collegeName || '-'}</Typography>
                  <Typography variant="caption" color="text.secondary">{p.className}</Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {minute(p.signInAt)}
                  {p.signWay === 2 ? <Chip size="small" label={translate('activities.report.backfilled')} sx={{ ml: 0.5 }} /> : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{minute(p.signOutAt)}</TableCell>
                <TableCell align="right">
                  <HoursCell
                    name={p.name} hours={p.hours} edited={edits[p.userId]?.hours} editable={!!onEdit} max={max}
                    onChange={(v) => onEdit?.(p.userId, { hours: v })}
                  />
                </TableCell>
                <TableCell>
                  {onEdit && lowered ? (
                    <TextField
                      size="small" fullWidth value={reason} onChange={(e) => onEdit(p.userId, { reason: e.target.value })}
                      placeholder={translate('activities.report.reason_placeholder')}
                      error={showErrors && missing} helperText={showErrors && missing ? translate('activities.report.reason_required') : undefined}
                      slotProps={{ htmlInput: { maxLength: 200, 'aria-label': translate('activities.report.reason_of', { name: p.name }) } }}
                    />
                  ) : (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{lowered ? reason || '-' : ''}</Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A labelled figure (participants, total hours) above the report. */
export function ReportFigure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="h5" data-testid={testId}>{value}</Typography>
    </Box>
  );
}
