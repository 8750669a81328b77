/**
 * zh-CN messages: 学分置换 (issue 21; spec §2 credit/replace, /system/confirmsubstitution) — the page
 * texts 'creditReplace'. Statuses as common/creditReplace.ts.
 */
export default {
  creditReplace: {
    all: '全部', none: '无', unit: '学时', other: '其他', no_cap: '不限', loading: '加载中…',
    status: { 1: '审核中', 2: '已通过', 3: '已驳回' },
    title: { rules: '置换认定规则', list: '学分置换记录', queue: '学分置换审核', mine: '学分置换', detail: '学分置换申请' },
    fields: {
      search: '学生或成果', search_placeholder: '姓名、学号或成果名称', status: '状态', college: '学院', rule: '置换规则', term: '学期',
      student: '学生', studentCode: '学号', name: '成果名称', issuer: '颁发单位', certificateNo: '证书编号', achievedOn: '获得日期',
      classify: '学时分类', hours: '申请学时', grantedHours: '认定学时', createdAt: '申请时间', decidedAt: '审核时间', opinion: '审核意见',
      remarks: '说明', files: '证明材料', history: '审核记录', academicYear: '学年', actions: '操作',
    },
    rules: {
      col_name: '认定成果', col_yearCap: '每学年上限', add: '新增规则', edit: '编辑', create_title: '新增置换规则', edit_title: '编辑置换规则', name: '认定成果（如：大学英语六级）', classify: '计入学时分类',
      hours: '每次认定学时', yearCap: '每学年上限（学时）', yearCap_hint: '每名学生每学年最多认定的学时，留空不限', enabled: '启用', disabled: '停用', evidence: '需要证明材料',
      evidence_yes: '需要', evidence_no: '不需要', remarks: '认定说明', requestCount: '申请数', save: '保存', cancel: '取消', saved: '规则已保存',
      empty: '还没有置换认定规则，点击「新增规则」添加', confirm_disable: '停用后学生将不能再按「%{name}」申请置换（已有申请不受影响），确定停用吗？',
      confirm_title: '停用规则',
    },
    stats: { pending: '待审核', approved: '已通过', rejected: '已驳回', grantedHours: '认定学时', by_rule: '各规则认定学时', no_approved: '暂无已通过的置换' },
    action: { export: '导出', view: '查看', review: '审核', pass: '通过', reject: '驳回', back: '返回列表' },
    export: { title: '导出学分置换记录', running: '正在导出…', download: '下载文件', done: '导出完成' },
    review: {
      opinion_required: '驳回必须填写原因', passed: '已通过，学时已计入', rejected: '已驳回', not_auditor: '该申请正在审核中，您不是当前步骤的审核人',
      decided: '该申请已处理', granted: '认定 %{hours} 学时', opinion: '审核意见（驳回时必填）', evidence_none: '未上传证明材料',
    },
    queue: { empty: '没有待审核的学分置换申请', pending_only: '仅看待审核' },
    my: {
      apply: '申请置换', empty: '还没有学分置换申请。英语等级、计算机等级、MOOC 课程等校外成果可在这里申请认定为学时',
      dialog_title: '申请学分置换', rule: '置换规则', rule_hint: '%{classify} · %{hours}学时%{cap}', cap: ' · 每学年最多%{cap}学时',
      other_option: '其他（自行填写学时，需审核认定）', other_hours: '申请学时（最多%{max}）', submit: '提交申请', cancel: '取消', saved: '已提交，请等待审核',
      failed: '提交失败，请稍后重试', evidence_required: '该规则需要上传证明材料', rejected: '驳回原因：%{opinion}', granted: '已计入 %{hours} 学时',
      waiting: '审核中', files_hint: '请上传证书或成绩单的照片',
    },
  },
};
