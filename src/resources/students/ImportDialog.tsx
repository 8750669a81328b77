/**
 * 导入学生 (issue 3 roster import; spec §4 "Upload component: a single file is queued manually, then
 * submitted", §5 spreadsheet upload): the shared spreadsheet import dialog on POST
 * /school/student/import with the roster template (GET /school/student/import-template); a written
 * import tells how many students were created and updated and the new students' password rule.
 */
import { useTranslate } from 'react-admin';
import type { ImportResult } from '../../../common/students';
import { importDialogFor } from '../shared/ImportDialog';

function RosterDone({ result }: { result: ImportResult }) {
  const translate = useTranslate();
  return (
    <>
      {translate('students.import.done', { created: result.created, updated: result.updated })}
      {result.created > 0 && (
        <>
          <br />
          {translate('students.import.rule', { rule: result.rule })}
        </>
      )}
    </>
  );
}

export const ImportDialog = importDialogFor<ImportResult>({
  endpoint: '/school/student/import',
  templateEndpoint: '/school/student/import-template',
  templateName: '学生导入模板.xlsx',
  reportName: '学生导入错误报告.xlsx',
  messages: 'students.import',
  renderDone: (result) => <RosterDone result={result} />,
  inputTestId: 'roster-file',
});
