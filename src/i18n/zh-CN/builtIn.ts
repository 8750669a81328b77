/**
 * zh-CN names the product itself writes into a school's data (server/seed: modules.ts ROLE_SEEDS,
 * flows.ts): a stored name equal to one of these is shown through the catalogue in other languages
 * (src/i18n/labels.ts builtInName; issue 18 item 6). Names a school typed are shown as typed.
 */
export default {
  builtIn: {
    roles: { admin: '系统管理员', teacher: '指导教师', auditor: '审核员', student: '学生' },
    flows: { activity_two_steps: '活动审核-两级', report: '结项审核', declare: '申报审核' },
    steps: { organization_first: '组织初审', league_second: '团委复审', auditor: '审核员审核', leader: '组织负责人审核' },
  },
};
