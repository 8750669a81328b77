/**
 * 学生转专业 (/usermng/turnMajor, spec §2): find a student by number (or open ?id={student id}),
 * then the 转专业 dialog; afterwards the student's page shows the change.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { StudentRow } from '../../../common/api';
import type { StudentDetail } from '../../../common/students';
import { studentShowPath } from './StudentList';
import { TurnMajorDialog } from './TurnMajorDialog';
import { notifyError } from '../../dataProvider/notify';

export default function TurnMajorPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [code, setCode] = useState('');
  const [student, setStudent] = useState<StudentDetail | null>(null);
  const [missing, setMissing] = useState(false);

  // The `students` resource: getOne → GET /school/student/detail {id}, getList → GET /school/students.
  const open = async (id: number | string) => setStudent((await dataProvider.getOne('students', { id })).data as StudentDetail);
  const openFromAddress = useEffectEvent((id: string) => void open(id).catch(notifyError));
  useEffect(() => {
    const id = params.get('id');
    if (id) openFromAddress(id);
  }, [params]);

  const find = async () => {
    setMissing(false);
    const wanted = code.trim();
    if (!wanted) return;
    try {
      const page = await dataProvider.getList<StudentRow & { id: number }>('students', { filter: { code: wanted }, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' } });
      const row = page.data.find((r) => r.code === wanted);
      if (row) await open(row.id);
      else setMissing(true);
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title="students.turnMajor.page_title" />
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{translate('students.turnMajor.page_title')}</Typography>
      <Card variant="outlined" sx={{ maxWidth: 560 }}>
        <CardContent>
          <Typography variant="subtitle1" sx={{ mb: 2 }}>{translate('students.turnMajor.pick')}</Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <TextField
              size="small"
              label={translate('resources.students.fields.code')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && void find()}
            />
            <Button variant="contained" onClick={() => void find()}>{translate('students.turnMajor.search')}</Button>
          </Box>
          {missing && <Alert severity="warning" sx={{ mt: 2 }}>{translate('students.turnMajor.not_found')}</Alert>}
        </CardContent>
      </Card>
      <TurnMajorDialog
        student={student}
        onClose={() => setStudent(null)}
        onDone={() => {
          const id = student!.id;
          setStudent(null);
          navigate(studentShowPath(id));
        }}
      />
    </Box>
  );
}
