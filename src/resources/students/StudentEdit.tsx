/**
 * 编辑学生 (/usermng/student/edit/:id) and 新增学生 (/usermng/student/create): one form (StudentInputs,
 * validateStudent) over dataProvider.update → POST /school/student/update and dataProvider.create →
 * POST /school/student/add. A new student's initial password is shown once after creation. The
 * edit form loads the ID number and mobile masked; left as they are, the server keeps the stored
 * values (issue 14 defect 8), so staff without 查看完整个人信息 can still edit the other fields.
 */
import { Alert, Typography } from '@mui/material';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { StudentCreated } from '../../../common/students';
import { studentShowPath } from './StudentList';
import { StudentInputs } from './StudentInputs';
import { studentBody, validateStudent, type StudentFormValues } from './studentForm';

const formSx = { '& .MuiFormControl-root': { minWidth: 0 } };

/** Save only: students are never deleted here (status 6 已删除 is a status change). */
const SaveOnly = ({ alwaysEnable = false }: { alwaysEnable?: boolean }) => (
  <Toolbar>
    <SaveButton alwaysEnable={alwaysEnable} />
  </Toolbar>
);

function FormTitle({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
      {translate(title)}
    </Typography>
  );
}

export function StudentEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <Edit
      resource="students"
      id={id}
      title="students.form.edit_title"
      mutationMode="pessimistic"
      transform={(data) => studentBody(data)}
      mutationOptions={{
        onSuccess: () => {
          notify('students.form.saved', { type: 'success' });
          navigate(studentShowPath(id));
        },
      }}
      redirect={false}
    >
      <EditForm />
    </Edit>
  );
}

/** The edit form: the loaded ID number and mobile are masked, and saving them unchanged keeps the stored values (issue 14). */
function EditForm() {
  const translate = useTranslate();
  const record = useRecordContext<StudentFormValues>();
  return (
    <SimpleForm validate={(values) => validateStudent(values, record)} sx={formSx} toolbar={<SaveOnly />}>
      <FormTitle title="students.form.edit_title" />
      <Alert severity="info" sx={{ mb: 2, width: '100%', maxWidth: 960, boxSizing: 'border-box' }}>
        {translate('students.personal.form_hint')}
      </Alert>
      <StudentInputs />
    </SimpleForm>
  );
}

export function StudentCreate() {
  const navigate = useNavigate();
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Create
      resource="students"
      title="students.form.create_title"
      transform={(data) => studentBody(data)}
      mutationOptions={{
        onSuccess: (created: StudentCreated) => {
          notify(translate('students.form.created', { code: created.code, password: created.password }), { type: 'success', autoHideDuration: 15000 });
          navigate(studentShowPath(created.id));
        },
      }}
      redirect={false}
    >
      <SimpleForm validate={(values) => validateStudent(values)} defaultValues={{ idType: 0, politics: 0 }} sx={formSx} toolbar={<SaveOnly alwaysEnable />}>
        <FormTitle title="students.form.create_title" />
        <StudentInputs />
      </SimpleForm>
    </Create>
  );
}
