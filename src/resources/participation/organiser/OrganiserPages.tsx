/**
 * The organiser pages of the student side (issue 4, spec §1 "the student-organisation leader … can
 * create activities", §2 Student-PC launchStuPc): the admin launch form, activity detail and QR
 * screen reused with the student paths — saving opens /student/activity/manage?id=, the detail's
 * 编辑 / 复制 stay on /student/activity/launch, its 签到二维码 opens /student/activity/qr.
 */
import { Box } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import ActivityDetailPage from '../../activities/detail/ActivityDetailPage';
import { LaunchPage } from '../../activities/launch/LaunchPage';
import QrScreen from '../../activities/qr/QrScreen';
import { ORGANISED_TAB_PATH, STUDENT_DETAIL_PATHS, studentManagePath } from './paths';

/** /student/activity/launch: create; ?id= edit; ?copyId= copy (the source's fields, windows blank). */
export function StudentLaunchPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const copyId = params.get('copyId');
  const mode = id ? 'edit' : copyId ? 'copy' : 'create';
  return (
    <Box sx={{ mx: 'auto', maxWidth: 1200 }}>
      <LaunchPage key={`${mode}-${id ?? copyId ?? ''}`} mode={mode} sourceId={id ?? copyId ?? undefined} detailPath={studentManagePath} backPath={ORGANISED_TAB_PATH} />
    </Box>
  );
}

/** /student/activity/manage?id=: the organiser's detail with its actions, participants and history. */
export function StudentManagePage() {
  return <ActivityDetailPage paths={STUDENT_DETAIL_PATHS} backPath={ORGANISED_TAB_PATH} />;
}

/** /student/activity/qr?id=&kind=in|out: the full-screen rotating code (no shell). */
export function StudentQrPage() {
  return <QrScreen />;
}

export default StudentLaunchPage;
