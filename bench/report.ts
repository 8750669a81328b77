/**
 * Completion-report approval at scale (issue 4 benchmark): an activity under report review (status
 * 9) with 1,000 participants signed in and 20 no-shows; the time of POST /activity/report/audit
 * {ids: [id], result: 'pass'} over loopback HTTP — one transaction that closes the task, sets status
 * 12, writes 1,000 ledger rows with the students' totals (grantHours) and applies the no-shows.
 * Three runs on fresh activities and students; each is checked (granted 1,000, status 12, ledger
 * rows, no-shows) and timed.
 *
 * Runs after the enrollment burst in `npm run bench` and in `node --import tsx bench/enroll.ts`.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SourceType } from '../common/activities.js';
import type { Database } from '../server/db/types.js';
import { openAuditTask } from '../server/modules/audits/engine.js';
import { insertActivity, type ActivitySchool } from './activitySchool.js';
import { loopbackClient, loopbackUrl } from './loopback.js';
import { quantile } from './measure.js';

export const REPORT_PARTICIPANTS = 1_000;
const NO_SHOWS = 20;
const RUNS = 3;
const DAY = 86_400_000;

/** An activity under report review with `participants` signed in and `absent` never signed in; returns its id. */
async function reportUnderReview(db: Kysely<Database>, s: ActivitySchool, participants: number[], absent: number[], run: number): Promise<number> {
  const now = Date.now();
  const start = new Date(now - 3 * DAY);
  const end = new Date(start.getTime() + 3 * 3_600_000);
  const id = await insertActivity(db, s, {
    name: `基准结项活动${run}`, status: 9, stepNo: 1, capacity: participants.length + absent.length, enrollCount: participants.length + absent.length,
    enrollStart: new Date(now - 10 * DAY), enrollEnd: new Date(now - 4 * DAY), startTime: start, endTime: end,
  });
  const rows = [
    ...participants.map((userId) => ({ schoolId: s.schoolId, activityId: id, userId, status: 1, signInAt: new Date(start.getTime() + 60_000), signWay: 1 })),
    ...absent.map((userId) => ({ schoolId: s.schoolId, activityId: id, userId, status: 1, signInAt: null, signWay: null })),
  ];
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('activityEnrollments').values(rows.slice(i, i + 500)).execute();
  await db.transaction().execute((trx) =>
    openAuditTask(trx, {
      schoolId: s.schoolId, sourceType: SourceType.REPORT, relationId: id, flowTemplateId: s.reportFlowId, stepNo: 1,
      organizationId: s.organizationId, applicantId: s.adminId, taskName: `基准结项活动${run}`, appliedAt: new Date(now - DAY),
    }),
  );
  return id;
}

/** The report-approval benchmark on the prepared school `s` (see the file comment); returns the times in ms. */
export async function reportBench(app: FastifyInstance, db: Kysely<Database>, s: ActivitySchool, label = ''): Promise<number[]> {
  const client = loopbackClient(await loopbackUrl(app), 4);
  const times: number[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      // Students not used by the enrollment burst (the first 5,000), different in every run.
      const offset = 10_000 + (run - 1) * (REPORT_PARTICIPANTS + NO_SHOWS);
      const chosen = s.studentIds.slice(offset, offset + REPORT_PARTICIPANTS + NO_SHOWS);
      const participants = chosen.slice(0, REPORT_PARTICIPANTS);
      const absent = chosen.slice(REPORT_PARTICIPANTS);
      const id = await reportUnderReview(db, s, participants, absent, run);
      const reply = await client.post('/activity/report/audit', { ids: [id], result: 'pass', opinion: '同意结项' }, s.adminToken);
      if (reply.code !== 0) throw new Error(`report bench: ${reply.code} ${reply.msg}`);
      const activity = await db.selectFrom('activities').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      const ledger = await db.selectFrom('hoursLedger').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', s.schoolId).where('relationId', '=', id).executeTakeFirstOrThrow();
      const noShows = await db.selectFrom('activityEnrollments').select((eb) => eb.fn.countAll<number>().as('n')).where('activityId', '=', id).where('noShow', '=', true).executeTakeFirstOrThrow();
      const ok = reply.data?.granted === REPORT_PARTICIPANTS && activity.status === 12 && Number(ledger.n) === REPORT_PARTICIPANTS && Number(noShows.n) === NO_SHOWS;
      console.log(
        `${label}approve a ${REPORT_PARTICIPANTS}-participant completion report (run ${run}): ${reply.ms.toFixed(0)} ms — granted ${reply.data?.granted}, ` +
          `ledger rows ${ledger.n}, no-shows ${noShows.n}, status ${activity.status}${ok ? '' : ' — WRONG'}`,
      );
      if (!ok) throw new Error('report bench: the approval did not grant what it should');
      times.push(reply.ms);
    }
  } finally {
    client.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${label}approve a ${REPORT_PARTICIPANTS}-participant completion report: median ${quantile(sorted, 0.5).toFixed(0)} ms over ${RUNS} runs`);
  return times;
}
