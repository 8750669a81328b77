/**
 * Typed custom methods of document templates (issue 21; /system/template and the per-feature
 * template pages). Pages reach them with `useDataProvider<DocumentTemplateDataProvider>()`. The
 * staff list is the resource `documentTemplates` (filter {kind, name?, enabled?}); one template,
 * save, enable and delete name the kind, so they are methods here; `getTemplateOptions` feeds the
 * forms' 下载模板.
 */
import type { DataProvider } from 'react-admin';
import type { TemplateKindValue, TemplateOption, TemplateRow } from '../../common/documentTemplates';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

export const documentTemplateResources: ResourceTable = {
  documentTemplates: { list: '/document/template/list' },
};

export interface TemplateSaveInput {
  id?: number;
  kind: TemplateKindValue;
  name: string;
  description: string;
  fileIds: number[];
  enabled: boolean;
  sort?: number;
}

export function documentTemplateMethods(client: DataClient) {
  return {
    /** GET /document/template/detail {kind, id} → TemplateRow. */
    getDocumentTemplate: (kind: TemplateKindValue, id: number) => client.get<TemplateRow>('/document/template/detail', { kind, id }),
    /** POST /document/template/save {id?, kind, name, description, fileIds, enabled, sort?} → {id}. */
    saveDocumentTemplate: (input: TemplateSaveInput) => client.post<{ id: number }>('/document/template/save', input),
    /** POST /document/template/enable {kind, id, enabled} → null. */
    enableDocumentTemplate: (kind: TemplateKindValue, id: number, enabled: boolean) => client.post<null>('/document/template/enable', { kind, id, enabled }),
    /** POST /document/template/delete {kind, id} → null. */
    deleteDocumentTemplate: (kind: TemplateKindValue, id: number) => client.post<null>('/document/template/delete', { kind, id }),
    /** GET /document/template/options {kind} → the kind's enabled templates (any signed-in user). */
    getTemplateOptions: (kind: TemplateKindValue) => client.get<TemplateOption[]>('/document/template/options', { kind }),
  };
}

export type DocumentTemplateMethods = ReturnType<typeof documentTemplateMethods>;
export type DocumentTemplateDataProvider = DataProvider & DocumentTemplateMethods;
