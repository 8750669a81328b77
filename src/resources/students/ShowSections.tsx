/** The sections of the student page: labelled fields, the organisations and the change-of-major history. */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StudentDetail } from '../../../common/students';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Label/value pairs in a responsive grid. */
export function Fields({ items }: { items: [string, ReactNode][] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, columnGap: 3, rowGap: 1.5 }}>
      {items.map(([label, value]) => (
        <Box key={label}>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate(label)}
          </Typography>
          <Typography variant="body2" component="div">
            {value === '' || value === null || value === undefined ? '-' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

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
