/** The tables of the student page: the organisations and the change-of-major history (the cards and fields are shared/DetailSections). */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StudentDetail } from '../../../common/students';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('students.show.none')}
    </Typography>
  );
};

export function OrganizationsTable({ rows }: { rows: StudentDetail['organizations'] }) {
  const translate = useTranslate();
  if (rows.length === 0) return <Empty />;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('students.show.org_name')}</TableCell>
          <TableCell>{translate('students.show.org_nature')}</TableCell>
          <TableCell>{translate('students.show.org_role')}</TableCell>
          <TableCell>{translate('students.show.joinedAt')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((o) => (
          <TableRow key={o.id}>
            <TableCell>{o.name}</TableCell>
            <TableCell>{translate(`students.nature.${o.nature}`, { _: '-' })}</TableCell>
            <TableCell>{translate(o.isLeader ? 'students.show.leader' : 'students.show.member')}</TableCell>
            <TableCell>{o.joinedAt}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function MajorChangesTable({ rows }: { rows: StudentDetail['majorChanges'] }) {
  const translate = useTranslate();
  if (rows.length === 0) return <Empty />;
  const place = (c: string, m: string, k: string) => [c, m, k].filter(Boolean).join(' / ');
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('students.show.changedAt')}</TableCell>
          <TableCell>{translate('students.show.from')}</TableCell>
          <TableCell>{translate('students.show.to')}</TableCell>
          <TableCell>{translate('students.show.reason')}</TableCell>
          <TableCell>{translate('students.show.changedBy')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.changedAt}</TableCell>
            <TableCell>{place(c.fromCollegeName, c.fromMajorName, c.fromClassName)}</TableCell>
            <TableCell>{place(c.toCollegeName, c.toMajorName, c.toClassName)}</TableCell>
            <TableCell>{c.reason}</TableCell>
            <TableCell>{c.changedByName}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
