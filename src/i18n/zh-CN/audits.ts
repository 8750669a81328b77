/**
 * zh-CN messages: the review pages of issue 4 (/proceeding/wait/activity/first|report/auditing,
 * /proceeding/wait/blacklist/apply/auditing) and 待办统计 (/analysis/needDealt/list) — react-admin
 * 'resources.firstAudits|reportAudits|blacklistAppeals|needDealt' and the page texts 'audits'.
 */

/** The columns every review queue ends with (activity, completion and declaration review). */
export const queueColumns = { step: '当前步骤', waitTime: '等待时间', actions: '操作' };

export default {
  resources: {
    firstAudits: {
      name: '活动审核',
      fields: {
        name: '活动名称', orgName: '组织', classifyName: '所属模块', hours: '学时', applicant: '申请人',
        applyTime: '申请时间', ...queueColumns,
      },
    },
    reportAudits: {
      name: '结项审核',
      fields: {
        name: '活动名称', orgName: '组织', classifyName: '所属模块', hours: '学时', participantCount: '参与人数',
        totalHours: '总学时', applicant: '申请人', applyTime: '提交时间', ...queueColumns,
      },
    },
    blacklistAppeals: {
      name: '黑名单申诉',
      fields: {
        name: '姓名', code: '学号', collegeName: '院系', className: '班级', blacklistReason: '列入原因',
        reason: '申诉理由', endsAt: '黑名单截止', applyTime: '申诉时间', status: '状态', opinion: '审核意见', actions: '操作',
      },
    },
    needDealt: {
      name: '待办统计',
      fields: {
        sourceType: '待办类型', taskName: '事项', stepName: '当前步骤', organizationName: '组织', userName: '申请人',
        applyTime: '申请时间', auditorName: '审核人', waitTime: '等待时间',
      },
    },
  },
  audits: {
    title: { first: '活动审核', report: '结项审核', appeal: '黑名单申诉审核', needDealt: '待办统计' },
    scope: { label: '查看范围', mine: '我的待办', all: '全部' },
    filters: {
      name: '活动名称',
      name_placeholder: '请输入活动名称',
      status: '申诉状态',
      status_all: '全部状态',
      source_type: '待办类型',
      source_all: '全部类型',
      auditor: '审核人',
      auditor_all: '全部审核人',
    },
    action: {
      pass: '通过',
      reject: '驳回',
      refuse: '拒绝',
      batch_pass: '批量通过',
      batch_reject: '批量驳回',
      batch_refuse: '批量拒绝',
      open: '去处理',
    },
    dialog: {
      title: { pass: '审核通过', reject: '审核驳回', refuse: '拒绝结项' },
      targets: '共 %{count} 项：%{names}',
      confirm_pass: '确定通过选中的 %{count} 项吗？',
      opinion_optional: '审核意见（选填）',
      reason: { reject: '驳回原因', refuse: '拒绝原因' },
      reason_placeholder: '请填写原因，申请人将看到该内容',
    },
    consequence: {
      first_pass: '通过后进入下一审核步骤；最后一步通过后活动进入待报名。',
      first_reject: '驳回:活动退回发起人,可修改后重新提交。',
      report_pass: '通过后进入下一审核步骤；最后一步通过后为参与学生发放学时。',
      report_reject: '驳回:可修改后重新提交',
      report_refuse: '拒绝:活动失败,不发放学时',
      appeal_pass: '通过后该学生将被移出黑名单。',
      appeal_reject: '驳回后学生仍在黑名单中，可看到驳回原因。',
    },
    validation: { reject: '驳回必须填写原因', refuse: '拒绝必须填写原因' },
    done: '已处理 %{count} 项',
    done_granted: '已处理 %{count} 项，已为 %{granted} 名学生发放学时',
    step: '%{no}/%{count} %{name}',
    people: '%{count} 人',
    appeal_pending_only: '仅待审核的申诉可以处理',
  },
};
