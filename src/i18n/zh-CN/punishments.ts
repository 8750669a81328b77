/**
 * zh-CN messages: 处分 (issue 21; spec §2 /communist/punishment list, edit, detail, cancel) — the
 * page texts 'punishments'. Levels and statuses as common/punishments.ts.
 */
export default {
  punishments: {
    all: '全部',
    level: { 1: '警告', 2: '严重警告', 3: '记过', 4: '留校察看', 5: '开除学籍' },
    status: { 1: '生效中', 2: '已撤销' },
    title: {
      list: '处分管理', cancel: '处分撤销', cancellable: '可撤销', cancelled: '已撤销', create: '新增处分', edit: '编辑处分', detail: '处分详情', mine: '我的处分',
    },
    fields: {
      search: '学生', search_placeholder: '姓名或学号', level: '处分等级', status: '状态', name: '姓名', code: '学号', collegeName: '学院班级', college: '学院', documentNo: '处分文号',
      punishedOn: '处分日期', deducted: '扣减诚信值', cancelReason: '撤销原因', cancelledAt: '撤销时间', actions: '操作', studentCode: '学生学号', reason: '处分原因',
      evidence: '证明材料', credit: '当前诚信值', blacklist: '黑名单', createdBy: '录入',
    },
    action: { create: '新增处分', edit: '编辑', view: '查看', cancel: '撤销', save: '保存' },
    cancel: {
      title: '撤销处分', confirm: '撤销「%{name}」的%{level}处分后，将退回扣减的 %{points} 诚信值。', lifts: '该处分列入的黑名单将同时解除。',
      reason: '撤销原因', reason_required: '请填写撤销原因', submit: '确认撤销', done: '处分已撤销',
    },
    done: { saved: '处分已保存' },
    edit: {
      cancelled: '该处分已撤销，不能再编辑。', student: '学生：%{name}（%{code}）%{college}', document_placeholder: '如：校学字〔2026〕12号',
      effect: '保存后将从该学生的诚信值中扣减 %{points}（不低于0）。', blacklists: '该等级同时将学生列入黑名单，直至处分撤销。',
    },
    detail: {
      missing: '缺少处分编号', heading: '%{name} 的处分', deducted: '已扣减 %{points}', blacklisted: '已因此列入黑名单', lifted: '曾列入黑名单，已随撤销解除',
      not_blacklisted: '未列入', no_files: '无',
    },
    mine: { none: '暂无处分记录', line: '文号 %{doc} · 扣减诚信值 %{points}', cancelled: '已撤销：%{reason}' },
  },
};
