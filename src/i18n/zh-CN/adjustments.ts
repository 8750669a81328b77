/**
 * zh-CN messages: 加减学时 (issue 21; spec §2 /communist/count, plus, sub) — the page texts
 * 'adjustments'. Types and statuses as common/adjustments.ts.
 */
export default {
  adjustments: {
    all: '全部', none: '无', unit: '学时', students_line: '%{names}（共%{count}人）',
    direction: { 1: '加学时', 2: '减学时' },
    status: { 1: '审核中', 2: '已通过', 3: '已驳回' },
    title: { count: '学时调整台账', plus: '增加学时', sub: '减少学时', detail: '学时调整申请' },
    fields: {
      search: '学生或原因', search_placeholder: '姓名、学号或原因', direction: '类型', status: '状态', hours: '每人学时', students: '学生', classifyName: '学时分类',
      termName: '学期', reason: '调整原因', requestedByName: '申请人', createdAt: '申请时间', actions: '操作', evidence: '证明材料', code: '学号', name: '姓名',
      collegeName: '学院班级', hoursNow: '当前总学时', history: '审核记录', opinion: '审核意见', studentCodes: '学生学号', hours_each: '每人调整学时',
    },
    action: { export: '导出', review: '审核', view: '查看', pass: '通过', reject: '驳回', submit: '提交审核', to_ledger: '查看台账' },
    review: {
      opinion_required: '驳回必须填写原因', passed: '已通过，学时调整已记入学时台账', rejected: '已驳回', not_auditor: '该申请等待学校管理员审核。',
    },
    export: { title: '导出学时调整台账', running: '正在导出…', download: '下载', done: '已导出 %{rows} 条' },
    stats: {
      pending: '审核中', approved: '已通过', rejected: '已驳回', plusHours: '已增加学时（人·学时）', subHours: '已减少学时（人·学时）', by_classify: '各分类已通过的加减学时',
      no_approved: '暂无已通过的调整',
    },
    form: {
      hint_plus: '为一名或多名学生增加学时。提交后由学校管理员审核，通过后以“学时调整”记入学时台账。',
      hint_sub: '为一名或多名学生减少学时。学生现有学时不足时不能提交；审核通过后以“学时调整”记入学时台账。',
      codes_placeholder: '每行一个学号，或用逗号分隔', codes_count: '已填写 %{count} 名学生',
    },
    done: { submitted: '已提交审核' },
  },
};
