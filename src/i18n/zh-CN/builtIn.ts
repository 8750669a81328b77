/**
 * zh-CN names the product itself writes into a school's data (server/seed: modules.ts ROLE_SEEDS,
 * flows.ts): a stored name equal to one of these is shown through the catalogue in other languages
 * (src/i18n/labels.ts builtInName; issue 18 item 6). Names a school typed are shown as typed.
 */
export default {
  builtIn: {
    roles: { admin: '系统管理员', teacher: '指导教师', auditor: '审核员', student: '学生' },
    flows: {
      activity_two_steps: '活动审核-两级', report: '结项审核', declare: '申报审核',
      // Issue 19: one seeded flow per review of the route groups, named as its kind (server/seed/flows.ts).
      kind_5: '志愿服务队审核', kind_6: '志愿活动审核', kind_7: '志愿时长审核',
      kind_8: '社会实践立项审核', kind_9: '社会实践结项审核',
      kind_10: '组织成立审核', kind_11: '组织注册审核', kind_12: '组织年审', kind_13: '组织评优审核', kind_14: '组织注销审核',
      kind_15: '场地预约审核',
      kind_16: '团员发展审核', kind_17: '党员发展审核', kind_18: '评优评先审核', kind_19: '党团活动审核', kind_20: '党团活动学时审核',
      kind_27: '投票发布审核',
      kind_31: '评价项目申请审核',
      kind_21: '创新项目立项审核', kind_22: '创新项目中期检查', kind_23: '创新项目结题审核', kind_24: '竞赛成绩审核', kind_25: '孵化项目审核', kind_26: '课程开课审核', kind_32: '加减学时审核',
      kind_28: '荣誉审核', kind_29: '就业实习审核',
      kind_30: '学分置换审核',
      kind_33: '动态审核',
      kind_34: '工作日志审核',
      kind_35: '阵地申请审核',
    },
    // The seven modules and their categories of server/seed/classify.ts.
    classify: {
      ideology: '思想素养', theory: '理论学习', themed: '主题教育', partyLeague: '党团活动',
      innovation: '创新创业', contests: '学科竞赛', startup: '创业实践', research: '科研训练',
      skills: '技能特长', training: '技能培训', certificates: '资格认证',
      socialPractice: '社会实践', summer: '暑期社会实践', winter: '寒假社会实践', survey: '社会调研',
      volunteering: '志愿公益', service: '志愿服务', welfare: '公益活动',
      culture: '文化活动', campus: '校园文化', artsSports: '文体竞赛', lectures: '讲座报告',
      growth: '成长记录', clubPosts: '社团任职', honours: '荣誉表彰',
    },
    /** Review history actions (AuditHistoryItem.action): generic names; the timeline shows each feature's own Chinese wording. */
    actions: {
      submit: '提交', resubmit: '重新提交', create: '创建', update: '修改', approveStep: '审核通过', reject: '驳回',
      refuse: '拒绝', cancel: '取消', withdraw: '撤回', import: '导入', draw: '抽签', backfill: '补录签到',
      enrollPass: '报名审核通过', enrollRefuse: '报名审核未通过',
    },
    steps: { organization_first: '组织初审', league_second: '团委复审', auditor: '审核员审核', leader: '组织负责人审核' },
  },
};
