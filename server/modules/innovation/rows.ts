/** Raw rows of innovation/repository.ts → the wire shapes of common/innovation.ts (labels added, times formatted). */
import {
  awardLevelLabels, hatchingStageLabels, hatchingStatusLabels, innovationLevelLabels, projectStatusLabels, projectTypeLabels, resultStatusLabels,
  type HatchingRow, type InnovationProjectRow, type ResultRow, type TeamRow,
} from '../../../common/innovation.js';
import { formatDateTime } from '../../../common/time.js';
import type * as repo from './repository.js';

type Raw<F extends (...a: never[]) => { execute: () => Promise<unknown[]> }> = Awaited<ReturnType<ReturnType<F>['execute']>>[number];

export function toProjectRow(r: repo.ProjectRaw): InnovationProjectRow {
  return {
    id: r.id, name: r.name, level: r.level, levelName: innovationLevelLabels[r.level] ?? '', type: r.type, typeName: projectTypeLabels[r.type] ?? '',
    fieldId: r.fieldId, fieldName: r.fieldName, leaderId: r.leaderId, leaderName: r.leaderName, leaderCode: r.leaderCode, collegeName: r.collegeName,
    teacherNames: r.teacherNames, memberCount: r.memberCount, startDate: r.startDate, endDate: r.endDate, budget: r.budget, hours: r.hours,
    status: r.status, statusName: projectStatusLabels[r.status] ?? '', createTime: formatDateTime(r.createdAt),
  };
}

export const toTeamRow = (r: Raw<typeof repo.teamSelect>): TeamRow => {
  const { createdAt, ...rest } = r;
  return { ...rest, createTime: formatDateTime(createdAt) };
};

export const toResultRow = (r: Raw<typeof repo.resultSelect>): ResultRow => {
  const { createdAt, ...rest } = r;
  return { ...rest, awardName: awardLevelLabels[r.awardLevel] ?? '', statusName: resultStatusLabels[r.status] ?? '', createTime: formatDateTime(createdAt) };
};

export const toHatchingRow = (r: Raw<typeof repo.hatchingSelect>): HatchingRow => {
  const { createdAt, ...rest } = r;
  return { ...rest, stageName: hatchingStageLabels[r.stage] ?? '', statusName: hatchingStatusLabels[r.status] ?? '', createTime: formatDateTime(createdAt) };
};
