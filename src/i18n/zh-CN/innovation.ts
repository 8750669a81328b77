/**
 * zh-CN messages: 创新创业 (issue 20; spec §2 /innovate, /innovation) — the page texts 'innovation'.
 * Statuses, levels, types, awards and stages as common/innovation.ts.
 */
export default {
  innovation: {
    none: '无',
    title: {
      overview: '创新总览', list: '创新项目', students: '学生创新档案', members: '项目成员', teachers: '指导教师', teams: '竞赛团队', guidance: '指导记录',
      field: '领域管理', undertaker: '承办单位', bonus: '奖励管理', competition: '学科竞赛', results: '竞赛成绩', hatching: '孵化项目', banner: '轮播图', mine: '我的创新',
      queue_approval: '立项审核', queue_midterm: '中期检查审核', queue_finish: '结题审核', queue_result: '成绩审核', queue_hatching: '孵化审核',
    },
    fields: {
      name: '名称', level: '级别', type: '类型', fieldId: '领域', classifyId: '学时分类', leaderCode: '负责人学号', memberCodes: '成员学号（逗号分隔）',
      teacherIds: '指导教师', startDate: '开始日期', endDate: '结束日期', budget: '经费预算（元）', plan: '项目计划', leaderName: '负责人', teacherNames: '指导教师',
      memberCount: '成员数', status: '状态', personName: '姓名', code: '学号', collegeName: '学院', projectCount: '项目', resultCount: '竞赛成绩',
      hatchingCount: '孵化项目', bonusCount: '奖励', hours: '创新学时', role: '角色', projectName: '项目', grantedHours: '已计学时', teamName: '团队名称',
      competitionName: '竞赛', competitionId: '竞赛', teacherId: '指导教师', createTime: '报名时间', teacherName: '教师', kind: '指导类型', subjectName: '指导对象',
      dictName: '名称', contact: '联系方式', useCount: '使用次数', title: '标题', amount: '金额（元）', reason: '事由', awardedOn: '奖励日期', studentCode: '学号',
      organizer: '主办单位', undertakerId: '承办单位', dates: '起止日期', teamCount: '报名团队', awardLevel: '奖项', awardHours: '奖项学时', company: '企业名称',
      stage: '阶段', mentorId: '导师', description: '简介', report: '报告', link: '链接', enabled: '启用', actions: '操作', step: '当前步骤', waitTime: '等待时间',
      person_approval: '负责人', person_midterm: '负责人', person_finish: '负责人', person_result: '学生', person_hatching: '负责人',
      detail_approval: '级别', detail_midterm: '级别', detail_finish: '级别', detail_result: '奖项', detail_hatching: '阶段',
    },
    action: {
      create: '新增', edit: '编辑', delete: '删除', save: '保存', cancel: '取消', addTeam: '团队报名', addBonus: '新增奖励', createProject: '新建项目',
      addCompetition: '新增竞赛', addResult: '录入成绩', addHatching: '新增孵化项目', midterm: '提交中期检查', finish: '申请结题', applyProject: '申报项目', uploadBanner: '上传图片',
    },
    confirm: { delete: '确定删除「%{name}」吗？' },
    done: { deleted: '已删除' },
    filters: { name: '搜索', name_placeholder: '名称、姓名或学号' },
    status: { 1: '立项审核中', 2: '立项驳回', 3: '在研', 4: '中期检查中', 5: '中期检查驳回', 6: '中期检查通过', 7: '结题审核中', 8: '结题驳回', 9: '已结题' },
    level: { 1: '国家级', 2: '省级', 3: '校级' },
    type: { 1: '创新训练', 2: '创业训练', 3: '创业实践' },
    role: { 1: '负责人', 2: '成员', 3: '指导教师' },
    award: { 1: '特等奖', 2: '一等奖', 3: '二等奖', 4: '三等奖', 5: '优秀奖' },
    resultStatus: { 1: '审核中', 2: '已通过', 3: '已驳回' },
    hatchingStatus: { 1: '审核中', 2: '孵化中', 3: '已驳回' },
    stage: { 1: '种子期', 2: '初创期', 3: '成长期', 4: '已出孵' },
    kind: { project: '创新项目', team: '竞赛团队', hatching: '孵化项目' },
    audit: {
      empty: '暂无待审核事项',
      pass_approval: '通过后项目立项，进入在研阶段。', pass_midterm: '通过后项目可申请结题。', pass_finish: '通过后为每位学生成员计入创新创业学时。',
      pass_result: '通过后按本竞赛最高奖项计入学时，同一竞赛只计一次。', pass_hatching: '通过后项目进入孵化。', reject: '驳回后退回申请人修改。',
    },
    show: {
      back: '返回', not_found: '项目不存在或无权查看', basic: '基本信息', members: '成员与指导教师', midterm: '中期检查报告', finish: '结题报告', history: '审核记录',
      no_history: '暂无审核记录', history_step: '（%{step}）', history_system: '系统', history_opinion: '意见：%{opinion}', opinion: '审核意见', none: '暂无',
    },
    my: { hours: '创新创业学时', projects: '我的项目', results: '竞赛成绩', teams: '竞赛团队', hatchings: '孵化项目', bonuses: '奖励', result_hours: '%{hours} 学时，已计 %{granted}' },
    overview: {
      count: '数量', projects: '项目总数', finished: '已结题', competitions: '学科竞赛', hatchings: '孵化中', hours: '已发创新学时',
      by_status: '项目状态分布', by_award: '获奖等级分布', by_level: '项目级别', by_field: '项目领域',
    },
    banner: { on: '已启用', off: '已停用' },
  },
};
