/**
 * The plan of the activity demo at 示范大学 (issue 4): 40 activities across the seven modules and
 * the last 12 weeks, in every status of spec §4, each with the windows its status implies (so the
 * scheduler leaves them where they are) and the lifecycle events that led there, checked against
 * the status table (common/activityStatus.ts nextStatus). Pure: the writes are in activities.ts.
 */
import { nextStatus, type ActivityActor, type ActivityEvent } from '../../common/activityStatus.js';
import type { Rng } from './prng.js';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** Activity names per top-level module (seed/classify.ts MODULE_SEEDS). */
export const ACTIVITY_NAMES: Record<string, string[]> = {
  思想素养: ['学习贯彻党的二十大精神专题报告会', '"青年大学习"主题团日活动', '入党积极分子培训班', '红色经典诵读会', '党史知识竞赛', '国家安全教育主题讲座'],
  创新创业: ['"互联网+"大学生创新创业大赛校赛', '创业沙龙:从想法到项目', '大学生科研训练计划开题答辩', '"挑战杯"作品展', 'Python数据分析训练营', '机器人创新设计工作坊'],
  技能特长: ['普通话水平测试辅导', '办公软件技能培训', '急救技能(AED)培训', '英语演讲技巧工作坊', '摄影技能入门培训', '简历制作与面试技巧'],
  社会实践: ['社区垃圾分类调研', '乡村振兴社会实践分享会', '企业参访:光谷科技园', '非遗文化田野调查', '城市交通出行调研', '博物馆讲解实践'],
  志愿公益: ['社区助老志愿服务', '图书馆整理志愿服务', '城市马拉松赛事志愿者', '无偿献血宣传志愿服务', '留守儿童线上支教', '校园环保清洁行动'],
  文化活动: ['校园十佳歌手大赛', '秋季迎新晚会', '读书分享会', '秋季运动会', '校园摄影展', '书法作品展'],
  成长记录: ['学生干部培训班', '社团骨干素质拓展', '优秀学生事迹报告会', '职业生涯规划讲座', '心理健康教育讲座', '宿舍文化节'],
};

/** The organising organisation per module (led by l1001 for 思想素养, 志愿公益, 社会实践, 成长记录, 文化活动). */
export const MODULE_ORGS: Record<string, string[]> = {
  思想素养: ['校学生会'],
  创新创业: ['机器人创新社', '辩论社'],
  技能特长: ['英语角协会', '摄影协会'],
  社会实践: ['青年志愿者协会', '校学生会'],
  志愿公益: ['青年志愿者协会'],
  文化活动: ['校学生会', '吉他社'],
  成长记录: ['校学生会'],
};

export const PLACES = ['南湖校区大学生活动中心', '光谷校区图书馆报告厅', '南湖校区体育馆', '光谷校区学术交流中心', '南湖校区第一教学楼201', '校史馆', '江城社区服务中心', '光谷科技园'];

/** How many activities of each status (40 in all). */
export const STATUS_PLAN: [number, number][] = [
  [12, 12], [11, 1], [10, 2], [9, 3], [8, 3], [7, 2], [6, 3], [5, 5], [4, 3], [3, 2], [1, 4],
];

export interface PlannedEvent {
  event: ActivityEvent | 'create';
  actor: ActivityActor;
  at: Date;
  /** Review step (1-based) of approveStep / reject / approveReport / …. */
  stepNo?: number;
  opinion?: string;
  fromStatus: number | null;
  toStatus: number;
}

export interface PlannedActivity {
  /** Position in the plan (0-based). */
  index: number;
  status: number;
  module: string;
  name: string;
  orgName: string;
  createdAt: Date;
  enrollStart: Date;
  enrollEnd: Date;
  startTime: Date;
  endTime: Date;
  /** The open review step for status 1 (1 or 2); 0 otherwise. */
  stepNo: number;
  reason: string;
  events: PlannedEvent[];
}

/** Midnight of `now`'s day in China time, plus `days` days and `hours` hours. */
export function chinaDay(now: Date, days: number, hours = 0): Date {
  const local = now.getTime() + 8 * HOUR;
  const midnight = local - (local % DAY) - 8 * HOUR;
  return new Date(midnight + days * DAY + hours * HOUR);
}

const REJECT_OPINIONS = ['活动方案不完整,请补充安全预案', '活动时间与学校大型活动冲突,请调整'];
const REPORT_REJECT_OPINIONS = ['参与人员学时填报有误,请核对后重新提交', '缺少活动照片与总结材料,请补充'];

/** The windows of an activity of `status` (position k among its status), relative to now. */
function windowsFor(status: number, k: number, now: Date, rng: Rng) {
  const multiDay = (start: Date, days: number) => new Date(start.getTime() + days * DAY);
  let start: Date;
  let end: Date;
  if (status === 7) {
    const half = new Date(Math.floor(now.getTime() / (30 * 60_000)) * 30 * 60_000);
    start = k === 0 ? new Date(half.getTime() - HOUR) : chinaDay(now, -1, 9);
    end = k === 0 ? new Date(half.getTime() + 3 * HOUR) : chinaDay(now, 2, 17);
  } else {
    const day = {
      12: -80 + k * 6, 11: -30, 10: -25 + k * 7, 9: -12 + k * 3, 8: -5 + k * 2, 6: 2 + k, 5: 9 + k, 4: 12 + k * 2, 3: 15 + k * 3, 1: 10 + k * 3,
    }[status]!;
    start = chinaDay(now, day, rng.pick([9, 14, 15, 19]));
    end = rng.chance(0.15) && status !== 8 ? multiDay(start, 2) : new Date(start.getTime() + rng.pick([2, 3, 4]) * HOUR);
  }
  let enrollStart = chinaDay(now, Math.round((start.getTime() - now.getTime()) / DAY) - 10, 8);
  let enrollEnd = chinaDay(now, Math.round((start.getTime() - now.getTime()) / DAY) - 2, 22);
  if (status === 6) enrollEnd = chinaDay(now, -1, 22);
  if (status === 5) [enrollStart, enrollEnd] = [chinaDay(now, -1 - k, 8), chinaDay(now, 3 + k, 22)];
  if (status === 4) enrollStart = chinaDay(now, 2 + k, 8);
  if (status === 1 || status === 3) enrollStart = chinaDay(now, 5 + k, 8);
  if (enrollEnd.getTime() > start.getTime()) enrollEnd = new Date(start.getTime() - HOUR);
  if (enrollStart.getTime() > enrollEnd.getTime()) enrollStart = new Date(enrollEnd.getTime() - DAY);
  return { enrollStart, enrollEnd, startTime: start, endTime: end };
}

/** Builds the events from creation to `status`, each checked by nextStatus; the times never pass `now`. */
function eventsFor(p: Omit<PlannedActivity, 'events' | 'stepNo' | 'reason'>, k: number, now: Date): { events: PlannedEvent[]; stepNo: number; reason: string } {
  const events: PlannedEvent[] = [];
  let status = 1;
  let stepNo = 1;
  let reason = '';
  const fire = (event: ActivityEvent, actor: ActivityActor, at: Date, o: { stepNo?: number; opinion?: string; isLastStep?: boolean } = {}) => {
    const r = nextStatus(status, event, actor, { reason: o.opinion, isLastStep: o.isLastStep });
    if (!r.ok) throw new Error(`seed plan ${p.name}: ${r.msg}`);
    events.push({ event, actor, at: new Date(Math.min(at.getTime(), now.getTime() - 60_000)), stepNo: o.stepNo, opinion: o.opinion, fromStatus: status, toStatus: r.status });
    status = r.status;
  };
  events.push({ event: 'create', actor: 'organiser', at: p.createdAt, fromStatus: null, toStatus: 1 });
  const t = p.createdAt.getTime();
  const target = p.status;
  if (target === 1 && k % 2 === 0) return { events, stepNo: 1, reason };
  if (target === 3 && k === 0) {
    fire('reject', 'auditor', new Date(t + 5 * HOUR), { stepNo: 1, opinion: REJECT_OPINIONS[0] });
    return { events, stepNo: 0, reason: REJECT_OPINIONS[0] };
  }
  fire('approveStep', 'auditor', new Date(t + 4 * HOUR), { stepNo: 1, opinion: '同意', isLastStep: false });
  stepNo = 2;
  if (target === 1) return { events, stepNo, reason };
  if (target === 3) {
    fire('reject', 'auditor', new Date(t + 20 * HOUR), { stepNo: 2, opinion: REJECT_OPINIONS[1] });
    return { events, stepNo: 0, reason: REJECT_OPINIONS[1] };
  }
  fire('approveStep', 'auditor', new Date(t + 22 * HOUR), { stepNo: 2, opinion: '同意开展', isLastStep: true });
  const steps: [ActivityEvent, Date, number][] = [
    ['openEnrollment', p.enrollStart, 5], ['closeEnrollment', p.enrollEnd, 6], ['start', p.startTime, 7], ['end', p.endTime, 8],
  ];
  for (const [event, at, reached] of steps) {
    if (target < reached) return { events, stepNo: 0, reason };
    fire(event, 'system', at);
  }
  if (target === 8) return { events, stepNo: 0, reason };
  const submitted = chinaDay(p.endTime, 1, 10);
  fire('submitReport', 'organiser', submitted);
  if (target === 9) return { events, stepNo: 1, reason };
  const decided = chinaDay(submitted, 2, 15);
  if (target === 10) {
    reason = REPORT_REJECT_OPINIONS[k % 2];
    fire('rejectReport', 'auditor', decided, { stepNo: 1, opinion: reason });
  } else if (target === 11) {
    reason = '活动因天气原因未能按计划开展,参与人数不足,不予结项';
    fire('refuseReport', 'auditor', decided, { stepNo: 1, opinion: reason });
  } else {
    fire('approveReport', 'auditor', decided, { stepNo: 1, opinion: '材料齐全,同意结项', isLastStep: true });
  }
  return { events, stepNo: 0, reason };
}

/** The 40 planned activities, in plan order (completed ones oldest first). */
export function planActivities(rng: Rng, now: Date): PlannedActivity[] {
  const modules = Object.keys(ACTIVITY_NAMES);
  const used = new Map<string, number>();
  const out: PlannedActivity[] = [];
  let index = 0;
  for (const [status, count] of STATUS_PLAN) {
    for (let k = 0; k < count; k++, index++) {
      const module = modules[index % modules.length];
      const n = used.get(module) ?? 0;
      used.set(module, n + 1);
      const names = ACTIVITY_NAMES[module];
      const name = n < names.length ? names[n] : `${names[n % names.length]}(第${Math.floor(n / names.length) + 1}期)`;
      const w = windowsFor(status, k, now, rng);
      const createdAt = new Date(
        (status === 1 || status === 3 ? chinaDay(now, -(2 + k), rng.int(9, 17)) : chinaDay(w.enrollStart, -rng.int(3, 6), rng.int(9, 17))).getTime() + rng.int(0, 59) * 60_000,
      );
      const base = { index, status, module, name, orgName: rng.pick(MODULE_ORGS[module]), createdAt, ...w };
      out.push({ ...base, ...eventsFor(base, k, now) });
    }
  }
  return out;
}
