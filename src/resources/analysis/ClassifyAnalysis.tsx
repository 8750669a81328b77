/**
 * 分类分析 (/analysis/classif; spec §2 /analysis): per top-level module, activities per module and
 * average hours against the warning value as charts, and the module table. Data: GET
 * /analysis/classify, silent (ClassifyAnalysisView).
 */
import { ClassifyAnalysisView } from './ClassifyAnalysisView';
import { AnalysisPage } from './layout';

export default function ClassifyAnalysis() {
  return (
    <AnalysisPage title="analysis.classif.title" subtitle="analysis.classif.subtitle">
      <ClassifyAnalysisView />
    </AnalysisPage>
  );
}
