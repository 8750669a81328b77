/**
 * Table type of document templates (issue 21; migration 20261126_046000_document_templates): the
 * files a school publishes per feature (common/documentTemplates.ts TemplateKind). `files` is the
 * uploaded files as UploadedFile[] (jsonb, written as JSON text).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

export interface DocumentTemplatesTable {
  id: Generated<number>;
  schoolId: number;
  kind: number;
  name: string;
  description: Generated<string>;
  files: ColumnType<unknown, string, string>;
  enabled: boolean;
  sort: Generated<number>;
  createdBy: number;
  createdAt: Timestamp;
  updatedBy: number;
  updatedAt: Timestamp;
}
