/** The tables of the student page: the organisations and the change-of-major history (the cards and fields are shared/DetailSections). */
import { TableCell, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StudentDetail } from '../../../common/students';
import { PlainTable } from '../shared/PlainTable';

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
    <PlainTable
      head={['students.show.org_name', 'students.show.org_nature', 'students.show.org_role', 'students.show.joinedAt']}
      rows={rows}
      rowKey={(o) => o.id}
      cells={(o) => (
        <>
          <TableCell>{o.name}</TableCell>
          <TableCell>{translate(`students.nature.${o.nature}`, { _: '-' })}</TableCell>
          <TableCell>{translate(o.isLeader ? 'students.show.leader' : 'students.show.member')}</TableCell>
          <TableCell>{o.joinedAt}</TableCell>
        </>
      )}
    />
  );
}

export function MajorChangesTable({ rows }: { rows: StudentDetail['majorChanges'] }) {
  const translate = useTranslate();
  if (rows.length === 0) return <Empty />;
  const place = (c: string, m: string, k: string) => [c, m, k].filter(Boolean).join(' / ');
  return (
    <PlainTable
      head={['students.show.changedAt', 'students.show.from', 'students.show.to', 'students.show.reason', 'students.show.changedBy']}
      rows={rows}
      rowKey={(c) => c.id}
      cells={(c) => (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.changedAt}</TableCell>
          <TableCell>{place(c.fromCollegeName, c.fromMajorName, c.fromClassName)}</TableCell>
          <TableCell>{place(c.toCollegeName, c.toMajorName, c.toClassName)}</TableCell>
          <TableCell>{c.reason}</TableCell>
          <TableCell>{c.changedByName}</TableCell>
        </>
      )}
    />
  );
}
