/**
 * Sign-task endpoints (issue 21 "Journals and sign tasks"; spec §2 /communist/signTask, detail,
 * edit; §6 permissions). All scoped to the session's school; every write runs in one transaction.
 * Errors: 10002 naming the field or saying why (SIGN_TASK_MESSAGES), 10003 without the module,
 * 10003 for a student outside the task's participants. Who sees what: access.ts; staff pages:
 * manage.ts and stats.ts; the student's check-ins: checkin.ts.
 */
import * as s from '../../../common/schemas/signTasks.js';
import { noParams } from '../../../common/schemas/fields.js';
import { SIGN_TASK_MESSAGES as M } from '../../../common/signTasks.js';
import { XLSX_TYPE } from '../../jobs/index.js';
import { moduleRead, moduleWrite, requireAny } from '../../protocol/moduleRoutes.js';
import { defineRoute, FileDownload, type AnyRoute } from '../../protocol/define.js';
import { STAFF_MODULES, STUDENT_MODULES } from './access.js';
import { checkIn, myTask, myTasks } from './checkin.js';
import { addTask, cancelTask, editTask, listTasks, taskDetail, taskOptions } from './manage.js';
import { exportCheckins, taskCheckins, taskParticipants, taskStats } from './stats.js';

/** A concurrent second check-in of one occurrence meets the unique key: refused as already checked in, never 50000. */
const CHECKIN_CONSTRAINTS = { sign_task_checkins_once_uq: { message: M.already } };

export const signTaskRoutes: AnyRoute[] = [
  /** GET /signTask/options → SignTaskOptions {organizations, colleges, classes, classifies} within the caller's scope. 签到任务. */
  moduleRead('/signTask/options', 'Organisations, colleges, classes and classifies for the sign-task form.', STAFF_MODULES, noParams, (db, se) => taskOptions(db, se)),
  /**
   * POST /signTask/add {name ≤50, description? ≤500, organizationId, targetType 1 全校|2 学院|3 班级|4 组织成员|5 指定学生,
   * targetId (2–4), studentIds (5, ≤500), frequency 1 每天|2 每周|3 一次, weekdays [1–7] (2), startDate, endDate
   * ('YYYY-MM-DD', ≤366 days), windowStart, windowEnd ('HH:mm' China time), latitude?, longitude?, radiusM? (metres
   * 10–100000, all three or none), hours? (0–100, needs classifyId and minCheckins), classifyId?, minCheckins?} → {id}.
   * 10002 naming the field; '参数错误: targetType 只能为本学院或本人负责的组织发起签到任务' outside the caller's scope.
   */
  moduleWrite('/signTask/add', 'Creates a sign task.', STAFF_MODULES, s.signTaskSaveParams, (db, se, p) => addTask(db, se, p)),
  /** POST /signTask/edit {id, …as /signTask/add} → {id}. 10002 签到任务不存在, 签到任务已取消, 已有签到记录,只能修改名称、说明和延长结束日期. */
  moduleWrite('/signTask/edit', 'Changes a sign task (only name, description and a later end once check-ins exist).', STAFF_MODULES, s.signTaskEditParams, (db, se, p) => editTask(db, se, p)),
  /** POST /signTask/cancel {id, reason? ≤200} → {id}: no more check-ins; those made stay. 10002 签到任务不存在, 签到任务已取消. */
  moduleWrite('/signTask/cancel', 'Cancels a sign task.', STAFF_MODULES, s.signTaskCancelParams, (db, se, p) => cancelTask(db, se, p)),
  /** GET /signTask/list {current, size, name?, status? 1|2, organizationId?} → {list: SignTaskRow[], total}: the caller's data scope. */
  moduleRead('/signTask/list', 'Sign tasks with their schedule and counts.', STAFF_MODULES, s.signTaskListParams, (db, se, p) => listTasks(db, se, p)),
  /** GET /signTask/detail {id} → SignTaskDetail. 10002 签到任务不存在 (also outside the caller's scope). */
  moduleRead('/signTask/detail', 'One sign task.', STAFF_MODULES, s.signTaskIdParams, (db, se, p) => taskDetail(db, se, p.id)),
  /** GET /signTask/stats {id} → SignTaskStats {participants, occurrences, checkins, completed, days: [{day, count, rate %}]}. */
  moduleRead('/signTask/stats', 'Check-ins per occurrence of a sign task.', STAFF_MODULES, s.signTaskIdParams, (db, se, p) => taskStats(db, se, p.id)),
  /** GET /signTask/participant/list {id, current, size} → {list: SignParticipantRow[], total}, by student number. */
  moduleRead('/signTask/participant/list', 'The participants of a sign task with their counts.', STAFF_MODULES, s.signTaskPageParams, (db, se, p) => taskParticipants(db, se, p)),
  /** GET /signTask/checkin/list {id, current, size} → {list: SignCheckinRow[], total}, newest first. */
  moduleRead('/signTask/checkin/list', 'The check-ins of a sign task.', STAFF_MODULES, s.signTaskPageParams, (db, se, p) => taskCheckins(db, se, p)),
  /** GET /signTask/export {id} → 签到记录_<名称>_<时间>.xlsx (学号, 姓名, 班级, 签到日, 签到时间, 距离(米)). */
  defineRoute({
    method: 'GET', path: '/signTask/export', summary: 'Exports a sign task’s check-ins as xlsx.', permission: 'session', schema: s.signTaskIdParams,
    handler: async ({ deps, session, params }) => {
      await requireAny(deps.db, session, STAFF_MODULES);
      const { content, name } = await exportCheckins(deps.db, session, params.id);
      return new FileDownload(content, name, XLSX_TYPE);
    },
  }),

  /** GET /signTask/my/list → MySignTask[]: the student's tasks (module 1021), today's due first. */
  moduleRead('/signTask/my/list', 'The student’s sign tasks.', STUDENT_MODULES, noParams, (db, se) => myTasks(db, se)),
  /** GET /signTask/my/detail {id} → MySignTaskDetail (history, streak). 10002 签到任务不存在; 10003 您不在本签到任务的名单中. */
  moduleRead('/signTask/my/detail', 'One sign task with the student’s check-ins.', STUDENT_MODULES, s.signTaskIdParams, (db, se, p) => myTask(db, se, p.id)),
  /**
   * POST /signTask/checkin {id, latitude?, longitude?} → SignCheckinResult {day, checkinTime, checkins, streak, hoursGranted}.
   * 10002 签到任务已取消, 尚未开始, 已结束, 今天不是签到日, 当前不在签到时间内(HH:mm–HH:mm), 请允许获取位置后再签到,
   * 您不在签到范围内(距离约N米,须在R米内), 今天已签到 (a concurrent second tap too); 10003 not a participant.
   */
  moduleWrite('/signTask/checkin', 'Checks the student in.', STUDENT_MODULES, s.signCheckinParams, (db, se, p) => checkIn(db, se, p), CHECKIN_CONSTRAINTS),
];
