/**
 * 第二课堂分析 (/analysis/classroom; spec §2 /analysis): reach rates by grade — summary cards, a bar
 * per grade (a bar opens /analysis/warning/list?id=&gradeid={grade}) and the table; below, the
 * per-module table of GET /analysis/classify when the user also holds 分类分析 ('/analysis/classif',
 * which that endpoint requires). Data: GET /analysis/reach/rate {groupBy: 'grade'}, silent.
 */
import { useTranslate } from 'react-admin';
import { useCan } from '../../authProvider/permissions';
import { ClassifyAnalysisView } from './ClassifyAnalysisView';
import { AnalysisPage } from './layout';
import { ANALYSIS_PATHS } from './paths';
import { ReachRateView } from './ReachRateView';

export default function ClassroomAnalysis() {
  const translate = useTranslate();
  const canClassify = useCan(ANALYSIS_PATHS.classify);
  return (
    <AnalysisPage title="analysis.classroom.title" subtitle="analysis.classroom.subtitle">
      <ReachRateView groupBy="grade" i18n="analysis.classroom" />
      {canClassify ? <ClassifyAnalysisView charts={false} title={translate('analysis.classroom.classify_title')} /> : null}
    </AnalysisPage>
  );
}
