/**
 * 导出 of the declaration list: starts the export job (the provider's startDeclarationExport: GET
 * /project/apply/export with the list's non-empty filters → {id}), follows it, then offers the xlsx
 * (shared ExportJobDialog).
 */
import { useDataProvider } from 'react-admin';
import type { DeclarationDataProvider } from '../../dataProvider/declarations';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';

const keys = { title: 'declarations.export.title', running: 'declarations.export.running', download: 'declarations.export.download', done: 'declarations.export.done', close: 'ra.action.close' };

export function DeclarationExportDialog({ open, filter, onClose }: { open: boolean; filter: Record<string, unknown>; onClose: () => void }) {
  const dataProvider = useDataProvider<DeclarationDataProvider>();
  return <ExportJobDialog open={open} onClose={onClose} startJob={() => dataProvider.startDeclarationExport(exportFilter(filter))} keys={keys} fallbackName="申报列表.xlsx" />;
}
