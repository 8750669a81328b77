/**
 * 导入申报 (button permission '/click/declare/import'): the shared spreadsheet import on POST
 * /project/apply/import multipart {file, params: {mode}} with the template of GET
 * /project/apply/import-template (学号*, 项目名称*, 奖项级别*, 申报说明, 申报时间). Imported
 * declarations are approved at once (后台导入), so a written import says how many were created.
 */
import { useTranslate } from 'react-admin';
import type { DeclarationImportResult } from '../../../common/declarations';
import { importDialogFor } from '../shared/ImportDialog';

function Done({ result }: { result: DeclarationImportResult }) {
  const translate = useTranslate();
  return <>{translate('declarations.import.done', { created: result.created })}</>;
}

export const DeclarationImportDialog = importDialogFor<DeclarationImportResult>({
  endpoint: '/project/apply/import',
  templateEndpoint: '/project/apply/import-template',
  templateName: '申报导入模板.xlsx',
  reportName: '申报导入错误报告.xlsx',
  messages: 'declarations.import',
  renderDone: (result) => <Done result={result} />,
  inputTestId: 'declaration-file',
});
