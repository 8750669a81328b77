/**
 * Demo document templates at 示范大学 (issue 21), written through the real service
 * (modules/documentTemplates): two or three per kind, the old 通用 总结 template disabled (kept for
 * reference). Seeded without files — the files module keeps real bytes under DATA_DIR and no
 * seed writes uploads — so each description says what the document holds; staff attach the files
 * on the /edit page. Idempotent: a template whose kind and name the school has already is skipped.
 */
import type { TemplateKindValue } from '../../common/documentTemplates.js';
import type { Trx } from '../db/db.js';
import { saveTemplate } from '../modules/documentTemplates/templates.js';
import { ACTIVITY_STAFF_SCHOOL } from './activityStaff.js';
import { userIdLookup } from './lookups.js';

const TEMPLATES: [TemplateKindValue, string, string, boolean][] = [
  [1, '第二课堂活动申请表', '各类第二课堂活动立项时填写，含活动目的、时间地点、参与对象与经费预算。', true],
  [1, '第二课堂学时认定申请表', '校外活动、竞赛等需补录学时时填写，附证明材料。', true],
  [1, '活动总结报告模板（2025版）', '已由 2026 版替代，仅供查阅。', false],
  [2, '思想成长申报表', '党团学习、主题教育等思想成长类经历申报时填写。', true],
  [2, '主题团日活动记录表', '团支部开展主题团日后填写，含参与人数与活动照片说明。', true],
  [3, '社会实践项目申报书', '实践团队立项时提交：选题背景、实施方案、行程安排、安全预案与经费预算。', true],
  [3, '社会实践结题报告模板', '结项时提交：实践过程、成果与收获，3000 字以上。', true],
  [3, '社会实践安全承诺书', '每位队员签字后由队长汇总上传。', true],
  [4, '志愿服务队成立申请表', '新成立志愿服务队时填写，含服务方向、指导教师与队员名单。', true],
  [4, '志愿服务活动策划书', '发起志愿活动前填写：服务内容、招募人数、时长认定方式。', true],
  [5, '创业孵化项目申请书', '申请入驻孵化基地时提交：团队介绍、商业模式、市场分析与融资计划。', true],
  [5, '商业计划书参考模板', '含执行摘要、产品与服务、营销策略、财务预测等章节。', true],
  [6, '学生组织成立申请书', '新成立学生组织时提交：组织名称、宗旨、章程草案与指导单位意见。', true],
  [6, '学生组织年度注册表', '每学年开学后一个月内完成年度注册。', true],
  [6, '学生组织章程范本', '供新成立的社团参考修改。', true],
];

export async function seedDocumentTemplates(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL) return;
  const uid = await userIdLookup(trx, schoolId, ['admin']);
  const adminId = uid('admin');
  if (adminId === null) return;
  const caller = { schoolId, userId: adminId };
  const have = new Set((await trx.selectFrom('documentTemplates').select(['kind', 'name']).where('schoolId', '=', schoolId).execute()).map((r) => `${r.kind}:${r.name}`));
  const order = new Map<number, number>();
  for (const [kind, name, description, enabled] of TEMPLATES) {
    const sort = (order.get(kind) ?? 0) + 1;
    order.set(kind, sort);
    if (have.has(`${kind}:${name}`)) continue;
    await saveTemplate(trx, caller, { id: undefined, kind, name, description, fileIds: [], enabled, sort }, now);
  }
}
