/** Database rows of publicity fields and applications → their wire shapes (common/fields.ts). */
import { fieldApplyStatusLabels, fieldKindLabels, type FieldApplyRow, type FieldFile, type FieldRow } from '../../../common/fields.js';
import { formatDateTime } from '../../../common/time.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import type { ApplyRaw, FieldRaw } from './repository.js';

export const SCHOOL_WIDE = '全校';

export function toFieldRow(r: FieldRaw): FieldRow {
  return {
    id: r.id, name: r.name, kind: r.kind, kindName: fieldKindLabels[r.kind] ?? '', location: r.location, collegeId: r.collegeId,
    collegeName: r.collegeName ?? SCHOOL_WIDE, capacity: r.capacity, enabled: r.enabled, upcoming: Number(r.upcoming), pending: Number(r.pending),
  };
}

export function toApplyRow(r: ApplyRaw): FieldApplyRow {
  return {
    id: r.id, fieldId: r.fieldId, fieldName: r.fieldName, kindName: fieldKindLabels[r.kind] ?? '', organizationId: r.organizationId, organizationName: r.organizationName,
    collegeName: r.collegeName ?? SCHOOL_WIDE, applicantName: r.applicantName, startDate: r.startDate, endDate: r.endDate, purpose: r.purpose,
    status: r.status, statusName: fieldApplyStatusLabels[r.status] ?? '', opinion: r.opinion, createTime: formatDateTime(r.createdAt),
  };
}

/** Stored file ids → {id, name, url} in the stored order (missing uploads dropped). */
export function toFiles(ids: number[], files: { id: number; name: string; storageKey: string }[]): FieldFile[] {
  const byId = new Map(files.map((f) => [f.id, f]));
  return ids.flatMap((id) => {
    const f = byId.get(id);
    return f ? [{ id, name: f.name, url: FILES_URL_PREFIX + f.storageKey }] : [];
  });
}
