/** PracticeRow from a practiceRowSelect row (issue 19): labels and times as the wire carries them. */
import { practiceStatusLabels, practiceTypeLabels, type PracticeRow } from '../../../common/practice.js';
import { formatDateTime } from '../../../common/time.js';
import type { PracticeRowRaw } from './repository.js';

export function toPracticeRow(r: PracticeRowRaw): PracticeRow {
  return {
    id: r.id, name: r.name, leaderId: r.leaderId, leaderName: r.leaderName, leaderCode: r.leaderCode, collegeName: r.collegeName,
    advisorId: r.advisorId, advisorName: r.advisorName, destination: r.destination, startDate: r.startDate, endDate: r.endDate,
    termId: r.termId, termName: r.termName, type: r.type, typeName: practiceTypeLabels[r.type] ?? '', classifyId: r.classifyId,
    classifyName: r.classifyName, budget: r.budget, memberCount: r.memberCount, memberNames: r.memberNames, status: r.status,
    statusName: practiceStatusLabels[r.status] ?? '', requestedHours: r.requestedHours, createTime: formatDateTime(r.createdAt),
  };
}
