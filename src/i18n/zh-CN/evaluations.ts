/**
 * zh-CN messages: 活动评价 (issue 21; spec §2 /communist/evaluate/*, /proceeding/wait/evaluate/apply/auditing)
 * — the page texts 'evaluations'. Application statuses as common/evaluations.ts.
 */
import { applyStatusLabels } from '../../../common/evaluations';

export default {
  evaluations: {
    title: {
      projects: '评价项目', applications: '评价申请', queue: '评价申请审核', statistics: '评价统计', mine: '待评价活动',
      activityScores: '活动评分', ratings: '评价明细',
    },
    fields: {
      name: '项目名称', description: '说明', criteria: '评价要点', startDate: '开始日期', endDate: '结束日期', enabled: '启用', period: '起止日期',
      applied: '通过/申请组织', projectId: '评价项目', organizationId: '申请组织', reason: '申请理由', orgName: '组织', projectName: '评价项目',
      applicantName: '申请人', status: '状态', opinion: '审核意见', createTime: '提交时间', step: '当前步骤', waitTime: '等待时间', actions: '操作',
      activityName: '活动名称', organiser: '组织者', endTime: '结束时间', starScore: '活动评分', count: '评价人次', activityCount: '评价活动数',
      studentName: '学生', score: '星级', comment: '评价内容', stars: '1–5星人次',
    },
    filters: {
      name: '名称', activity: '活动名称', all: '全部', allProjects: '全部评价项目',
      project_placeholder: '请输入项目名称', apply_placeholder: '请输入组织或项目名称', activity_placeholder: '请输入活动名称',
    },
    hint: { criteria: '每行一条，最多10条' },
    action: {
      addProject: '新增评价项目', editProject: '编辑评价项目', edit: '编辑', delete: '删除', save: '保存', cancel: '取消', apply: '申请参评',
      export: '导出', hide: '屏蔽评论', show: '恢复评论', submit: '提交评价',
    },
    state: { enabled: '启用', disabled: '停用' },
    applyStatus: { ...applyStatusLabels },
    audit: { pass: '通过后，该组织的活动评价计入此评价项目。', reject: '驳回后，申请人可修改后重新申请。' },
    by: { label: '统计维度', organization: '按组织', organiser: '按组织者' },
    summary: {
      title: '总体评价', average: '平均星级', total: '评价人次', distribution: '星级分布',
      average_by_organization: '各组织平均星级', average_by_organiser: '各组织者平均星级',
    },
    stars: '%{n}星',
    noScore: '暂无评分',
    hidden: '已屏蔽',
    confirm: { deleteProject: '确定删除评价项目“%{name}”吗？删除后不可恢复。', hide: '确定屏蔽%{name}的这条评论吗？屏蔽后评论不再显示，星级仍计入评分。', show: '确定恢复显示%{name}的这条评论吗？' },
    done: { deleted: '已删除', hidden: '已屏蔽该评论', shown: '已恢复该评论', rated: '评价成功，感谢您的反馈' },
    export: { title: '导出评价统计', running: '正在生成表格…', download: '下载表格', done: '已导出 %{rows} 行', close: '关闭' },
    my: {
      window: '活动结束后%{days}天内可以评价，每个活动只能评价一次。',
      pending: '待评价（%{count}）', done: '我的评价', ended: '结束于 %{time}', deadline: '请在 %{time} 前评价',
      comment_placeholder: '说说你的感受（选填）', hidden: '该评论已被管理员屏蔽',
    },
    empty: {
      projects: '暂无评价项目', applications: '暂无评价申请', queue: '暂无待审核的评价申请', ratings: '暂无评价',
      activities: '暂无已结束的活动', pending: '暂无待评价的活动', done: '还没有评价过活动',
    },
  },
};
