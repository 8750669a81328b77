/**
 * 学校分析 (/analysis/school; spec §2 /analysis): reach rates by college — summary cards, a bar of
 * reachRate per college (a bar opens /analysis/warning/list?id={collegeId}&gradeid=) and the table.
 * Data: GET /analysis/reach/rate {groupBy: 'college'}, silent (ReachRateView).
 */
import { AnalysisPage } from './layout';
import { ReachRateView } from './ReachRateView';

export default function SchoolAnalysis() {
  return (
    <AnalysisPage title="analysis.school.title" subtitle="analysis.school.subtitle">
      <ReachRateView groupBy="college" i18n="analysis.school" />
    </AnalysisPage>
  );
}
