/** A section's students (考勤签到, 成绩与结课): student number, name, college, class, then the page's own columns. */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RosterRow } from '../../../common/courses';

export function RosterTable({ rows, label, heads, cells }: { rows: RosterRow[]; label: string; heads: ReactNode[]; cells: (r: RosterRow) => ReactNode[] }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {['code', 'name', 'college', 'class'].map((k) => <TableCell key={k}>{translate(`courses.roster.${k}`)}</TableCell>)}
          {heads.map((h, i) => <TableCell key={i} align={i === heads.length - 1 ? 'right' : 'left'}>{h}</TableCell>)}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.userId}>
            <TableCell>{r.username}</TableCell>
            <TableCell>{r.name}</TableCell>
            <TableCell>{r.collegeName ?? '-'}</TableCell>
            <TableCell>{r.className ?? '-'}</TableCell>
            {cells(r).map((c, i, all) => <TableCell key={i} align={i === all.length - 1 ? 'right' : 'left'}>{c}</TableCell>)}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
