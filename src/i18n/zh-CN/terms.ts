/** zh-CN messages: 学期设置 (/system/term, issue 13). */
export default {
  resources: {
    terms: {
      name: '学期',
      fields: { name: '学期名称', academicYear: '所属学年', kind: '学期类型', startDate: '开始日期', endDate: '结束日期', days: '天数', actions: '操作' },
    },
  },
  terms: {
    title: '学期设置',
    academic_year: '%{start}-%{end}学年',
    kind: { 1: '常规学期', 2: '暑期', 3: '寒假' },
    current: '当前学期',
    days: '%{days} 天',
    range: '%{start} 至 %{end}',
    banner: {
      current: '当前学期',
      none: '今天（%{today}）不在任何学期内',
      year: '本学年：%{year}',
    },
    action: { create: '新增学期', edit: '编辑', delete: '删除', save: '保存', cancel: '取消' },
    dialog: { create: '新增学期', edit: '编辑学期' },
    year_hint: '随开始日期确定',
    confirm_delete: '确定删除学期「%{name}」吗？此操作不可恢复。',
    done: { created: '学期已添加', updated: '学期已保存', deleted: '学期已删除' },
    filters: { name_placeholder: '输入学期名称', all_years: '全部学年', all_kinds: '全部类型' },
    empty: '暂无学期，点击「新增学期」添加',
    validation: {
      name_required: '请输入学期名称',
      name_too_long: '学期名称不能超过 %{max} 个字',
      name_invalid: '学期名称不能包含控制字符',
      kind_required: '请选择学期类型',
      date_required: '请选择日期',
      date_invalid: '请输入有效日期（YYYY-MM-DD）',
      end_before_start: '结束日期不能早于开始日期',
      year_required: '请选择所属学年',
    },
  },
};
