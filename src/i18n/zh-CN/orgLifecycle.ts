/** zh-CN messages: the organisation lifecycle and volunteer teams (issue 19). */
import { orgApplyKindLabels, orgApplyStatusLabels, orgStatusLabels } from '../../../common/orgLifecycle';

export default {
  orgLifecycle: {
    title: {
      10: '组织成立审核', 11: '组织注册审核', 12: '组织年审', 13: '组织评优审核', 14: '组织注销审核', 5: '志愿服务队审核',
      applications: '组织申请', teams: '志愿服务队', mine: '我的组织', detail: '申请详情', team: '志愿服务队详情',
    },
    kind: orgApplyKindLabels,
    status: orgApplyStatusLabels,
    orgStatus: orgStatusLabels,
    fields: {
      name: '组织名称', teamName: '服务队名称', kind: '申请类型', status: '状态', nature: '组织类别', academicYear: '学年', applicantName: '申请人',
      applyTime: '申请时间', step: '当前步骤', waitTime: '已等待', actions: '操作', opinion: '审核意见', organization: '组织', parent: '上级组织',
      charter: '组织章程', advisor: '指导教师', serviceArea: '服务领域', college: '所属学院', founders: '创始成员', founderCodes: '创始成员学号',
      founderHint: '多个学号用逗号或空格分隔；您本人（学生）自动成为负责人', activityCount: '年度活动数', memberCount: '成员数',
      financeSummary: '经费收支情况', requestedStar: '申请星级', requestedExcellent: '申请优秀组织称号', reason: '申请理由', cancelReason: '注销原因',
      star: '星级', excellent: '优秀', registeredYear: '已注册学年', leader: '负责人', members: '成员', createdAt: '成立时间', code: '学号', memberName: '姓名',
      isLeader: '身份',
    },
    leader: '负责人', member: '成员', yes: '是', none: '无', all: '全部',
    filters: { name: '名称', name_placeholder: '输入名称搜索', college: '学院', status: '状态', kind: '类型' },
    action: { save: '提交申请', cancel: '取消', apply: '提交申请', new: '新建申请', resubmit: '修改后重新提交', export: '导出', view: '查看' },
    form: {
      title: '提交组织申请', resubmit_title: '修改并重新提交', choose_org: '请选择组织', year_counts: '系统统计：本学年活动 %{activities} 场，当前成员 %{members} 人',
      submitted: '申请已提交，等待审核', no_orgs: '您暂无可申请的组织；可以先申请成立新组织',
    },
    detail: {
      section_apply: '申请内容', section_history: '审核记录', section_members: '成员', section_apps: '申请记录', not_found: '申请不存在或无权查看',
      team_not_found: '志愿服务队不存在或无权查看', rejected_reason: '驳回原因：%{reason}', waiting: '等待审核',
      history_step: '（%{step}）', system: '系统', opinion: '意见：%{opinion}', no_history: '暂无审核记录',
      stars: '%{n} 星',
    },
    consequence: {
      pass: '通过后立即生效：成立的组织会被创建，注册、评优、注销会更新组织状态。',
      reject: '驳回后申请人可修改后重新提交。',
    },
    export: { title: '导出志愿服务队', running: '正在导出…', download: '下载 Excel', done: '已导出 %{rows} 条' },
    empty: { queue: '暂无待审核的申请', list: '暂无申请', teams: '暂无志愿服务队', mine: '您还没有提交过组织申请' },
  },
};
