/**
 * 我的学时 (/student/hours; issue 5): the verdict of the student's rule line by line (VerdictCard,
 * issue 13: the same as the transcript), the total, each module's hours against its warning value, the
 * hours by term (GET /student/hours/summary, /achievement/by-classify-list) and the records of the
 * hours ledger with their sources (HoursRecords).
 */
import { Box } from '@mui/material';
import { VerdictCard } from '../studentHome/VerdictCard';
import { useClassifyAchievements, useHoursSummary } from '../studentHome/queries';
import { useHoursFormat } from '../audits/cells';
import { HoursOverview } from './HoursOverview';
import { HoursRecords } from './HoursRecords';

export default function MyHours() {
  const hours = useHoursFormat();
  const summary = useHoursSummary();
  const achievements = useClassifyAchievements();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ mb: 1.5 }}>
        <VerdictCard summary={summary.data} loading={summary.isPending} hours={(v) => hours(v)} />
      </Box>
      <HoursOverview summary={summary.data} achievements={achievements.data} loading={summary.isPending || achievements.isPending} hours={(v) => hours(v)} />
      <HoursRecords modules={achievements.data ?? []} terms={summary.data?.byTerm ?? []} />
    </Box>
  );
}
