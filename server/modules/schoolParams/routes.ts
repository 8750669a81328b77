/**
 * 参数设置 and 诚信设置 endpoints (issue 13; spec §2 /system/setparams, /system/sethonest). Scoped to
 * the session's school; every change runs in one transaction, recomputes the stored verdicts it
 * affects and is recorded in the change log. Errors: 10002 naming the field; 10003 without the
 * module ('/system/setparams', or '/system/sethonest' for the integrity parameters).
 */
import type { Page } from '../../../common/envelope.js';
import type { JobStarted } from '../../../common/jobs.js';
import type { ImportLimits, RuleChangeRow, RulePreview, RuleSaved, SchoolParams, SchoolUnits } from '../../../common/schoolParams.js';
import type { IntegrityParams } from '../../../common/schemas/schoolParams.js';
import { defineRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/schoolParams.js';
import * as svc from './service.js';
import { previewExportJob } from './jobs.js';

const SETPARAMS = '/system/setparams';
const SETHONEST = '/system/sethonest';

export const schoolParamsRoutes = [
  /** GET /system/setparams → SchoolParams {units, imports (ImportLimits), sets: RequirementSet[], modules, cohorts}. */
  defineRoute({
    method: 'GET', path: '/system/setparams', summary: 'The requirement sets per cohort, units and cohorts (issue 13).', permission: SETPARAMS, schema: noParams,
    handler: ({ deps, session }): Promise<SchoolParams> => svc.schoolParams(deps.db, session.schoolId),
  }),
  /** POST /system/setparams/preview {set: RequirementSet} → RulePreview {governed, changed, lost, gained, sample}; writes nothing. */
  defineRoute({
    method: 'POST', path: '/system/setparams/preview', summary: 'What saving a requirement set would change.', permission: SETPARAMS, schema: s.setParams,
    handler: ({ deps, session, params }): Promise<RulePreview> => svc.previewSet(deps.db, session.schoolId, params.set),
  }),
  /** GET /system/setparams/preview/export {set} → {id} of a 'rule-preview-export' job (规则变更影响学生-<time>.xlsx; result {rows}). */
  defineRoute({
    method: 'GET', path: '/system/setparams/preview/export', summary: 'Every student a requirement change would affect, as xlsx, as a job.', permission: SETPARAMS, schema: s.setParams,
    handler: async ({ deps, session, params }): Promise<JobStarted> => {
      const fileName = svc.previewExportFileName();
      const id = await deps.jobs.enqueue(previewExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName }, { set: params.set, fileName });
      return { id };
    },
  }),
  /** POST /system/setparams/save {set} → RuleSaved {set, changed}: writes the set, recomputes every verdict, logs the change. */
  defineRoute({
    method: 'POST', path: '/system/setparams/save', summary: 'Saves a requirement set (issue 13).', permission: SETPARAMS, schema: s.setParams,
    transactional: true,
    handler: ({ db, session, params }): Promise<RuleSaved> => svc.saveSet(db, session.schoolId, session.userId, params.set),
  }),
  /** POST /system/setparams/delete {id} → {changed}; the base set (fromGrade 0) is refused. */
  defineRoute({
    method: 'POST', path: '/system/setparams/delete', summary: 'Removes a cohort requirement set.', permission: SETPARAMS, schema: s.idParams,
    transactional: true,
    handler: ({ db, session, params }) => svc.deleteSet(db, session.schoolId, session.userId, params.id),
  }),
  /** POST /system/setparams/units {hoursUnit, waysConvert 1|3, decimalPlaces 0–2} → SchoolUnits. */
  defineRoute({
    method: 'POST', path: '/system/setparams/units', summary: 'The hours unit, score unit and decimal places (spec §3, §9).', permission: SETPARAMS, schema: s.unitsParams,
    transactional: true,
    handler: ({ db, session, params }): Promise<SchoolUnits> => svc.saveUnits(db, session.schoolId, session.userId, params),
  }),
  /**
   * POST /system/setparams/imports {importMaxRows 1–200,000, importMaxInflatedMb 1–500} → ImportLimits:
   * the caps of the roster and declaration imports (issue 14), logged.
   */
  defineRoute({
    method: 'POST', path: '/system/setparams/imports', summary: 'The spreadsheet import caps: rows and inflated size (issue 14).', permission: SETPARAMS, schema: s.importLimitsParams,
    transactional: true,
    handler: ({ db, session, params }): Promise<ImportLimits> => svc.saveImportLimits(db, session.schoolId, session.userId, params),
  }),
  /** GET /system/setparams/changes {current, size, target?} → {list: RuleChangeRow[], total}, newest first. */
  defineRoute({
    method: 'GET', path: '/system/setparams/changes', summary: 'The change log of 参数设置 and 诚信设置.', permission: SETPARAMS, schema: s.changesParams,
    handler: ({ deps, session, params }): Promise<Page<RuleChangeRow>> => svc.changeLog(deps.db, session.schoolId, params),
  }),
  /** GET /system/sethonest → IntegrityParams {creditStart, noShowPenalty, noShowLimit, blacklistDays}. */
  defineRoute({
    method: 'GET', path: '/system/sethonest', summary: 'The integrity (诚信) parameters.', permission: SETHONEST, schema: noParams,
    handler: ({ deps, session }): Promise<IntegrityParams> => svc.integrityParams(deps.db, session.schoolId),
  }),
  /** POST /system/sethonest {creditStart, noShowPenalty, noShowLimit, blacklistDays} → IntegrityParams, logged. */
  defineRoute({
    method: 'POST', path: '/system/sethonest', summary: 'Changes the integrity (诚信) parameters.', permission: SETHONEST, schema: s.integrityParams,
    transactional: true,
    handler: ({ db, session, params }): Promise<IntegrityParams> => svc.saveIntegrity(db, session.schoolId, session.userId, params),
  }),
];
