/**
 * 考勤签到 (/course/attendance; issue 20 "attendance by QR"): for the chosen section, the rotating
 * sign-in QR code (the activities' token mechanism; the code opens 我的课程 with the token, valid
 * 30–60 s, redrawn when the server says) and the roster with who signed in; the teacher marks a
 * student present or absent by hand. Data: GET /course/section/qr, /course/section/roster, POST /course/section/attend.
 */
import { useEffect } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CourseDataProvider } from '../../dataProvider/courses';
import { EmptyState } from '../shared/EmptyState';
import { signLink } from './paths';
import { RosterTable } from './RosterTable';
import { SectionPicker, useSectionChoice } from './SectionPicker';
import { PhaseChip } from './SectionTab';

export default function AttendanceTab() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CourseDataProvider>();
  const queryClient = useQueryClient();
  const [section, sections, choose] = useSectionChoice();
  const sectionId = section?.id;
  const active = section?.status === 1;
  const qr = useQuery({ queryKey: ['course-qr', sectionId], queryFn: () => dataProvider.getCourseQr(sectionId!), enabled: !!sectionId && active });
  const roster = useQuery({ queryKey: ['course-roster', sectionId], queryFn: () => dataProvider.getCourseRoster(sectionId!), enabled: !!sectionId, refetchInterval: 15_000 });
  useEffect(() => {
    if (!qr.data) return undefined;
    const timer = setTimeout(() => void qr.refetch(), qr.data.refreshIn * 1000);
    return () => clearTimeout(timer);
  }, [qr]);
  const mark = async (userId: number, attended: 0 | 1) => {
    await dataProvider.markCourseAttendance({ sectionId: sectionId!, userIds: [userId], attended });
    await queryClient.invalidateQueries({ queryKey: ['course-roster', sectionId] });
  };
  const rows = roster.data ?? [];
  const signed = rows.filter((r) => r.signTime).length;
  return (
    <Box>
      <SectionPicker value={section} sections={sections} onChange={choose} />
      {!section ? <EmptyState message="courses.empty.sections" /> : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, gap: 2, alignItems: 'start' }}>
          <Card variant="outlined">
            <CardContent sx={{ textAlign: 'center' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{translate('courses.attendance.qr')}</Typography>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', my: 1 }}><PhaseChip phase={section.phase} /></Stack>
              {active && qr.data ? (
                <>
                  <Box sx={{ width: 240, height: 240, mx: 'auto', my: 1 }}>
                    <QRCodeSVG value={signLink(qr.data.token)} size={240} level="M" marginSize={0} role="img" aria-label={translate('courses.attendance.qr')} data-token={qr.data.token} />
                  </Box>
                  <Typography variant="body2" color="text.secondary">{translate('courses.attendance.qr_hint')}</Typography>
                  <Typography variant="caption" color="text.secondary">{translate('courses.attendance.refresh_in', { seconds: qr.data.refreshIn })}</Typography>
                </>
              ) : null}
              <Typography variant="h6" sx={{ mt: 1 }} data-testid="signed-count">{translate('courses.attendance.signed_count', { signed, total: rows.length })}</Typography>
            </CardContent>
          </Card>
          <Card variant="outlined" sx={{ overflowX: 'auto' }}>
            {rows.length === 0 ? <EmptyState message="courses.empty.roster" /> : (
              <RosterTable
                rows={rows} label={translate('courses.tabs.attendance')} heads={[translate('courses.attendance.signed'), '']}
                cells={(r) => [
                  <Chip key="s" size="small" color={r.signTime ? 'success' : 'default'} label={r.signTime ? `${translate('courses.attendance.signed')} ${r.signTime.slice(5, 16)}` : translate('courses.attendance.unsigned')} />,
                  active ? (
                    <Button key="b" size="small" onClick={() => void mark(r.userId, r.signTime ? 0 : 1)}>
                      {translate(r.signTime ? 'courses.attendance.unmark' : 'courses.attendance.mark')}
                    </Button>
                  ) : null,
                ]}
              />
            )}
          </Card>
        </Box>
      )}
    </Box>
  );
}
