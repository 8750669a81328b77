/**
 * zh-CN messages: 工作日志 and 待办事项 (issue 21; spec §2 journal list/detail, /communist/thing/list) —
 * the page texts 'journals'. Statuses and priorities as common/journals.ts.
 */
export default {
  journals: {
    title: { list: '工作日志', add: '撰写工作日志', edit: '修改工作日志', queue: '日志审核', detail: '工作日志详情', things: '待办事项' },
    tabs: { list: '日志列表', stats: '统计' },
    status: { 1: '审核中', 2: '已通过', 3: '已驳回' },
    fields: {
      organization: '组织', journalDate: '日期', title: '标题', content: '内容', author: '撰写人', files: '附件', status: '状态', opinion: '审核意见',
      createTime: '提交时间', step: '当前步骤', waitTime: '等待时间', month: '月份', actions: '操作',
    },
    list: { search: '标题/组织', all: '全部', write: '撰写日志', export: '导出', empty: '暂无工作日志', files_hint: '最多3个附件，支持 gif、jpeg、png、jpg、doc、docx、xls、xlsx、pdf，每个不超过5MB' },
    export: { title: '导出工作日志', running: '正在导出…', download: '下载', done: '已导出 %{rows} 条日志', close: '关闭' },
    stats: { title: '近六个月各组织日志数', count: '篇数', empty: '暂无数据' },
    form: {
      submit: '提交审核', resubmit: '修改后重新提交', cancel: '取消', saved: '已提交，等待审核', failed: '提交失败', no_org: '您还没有负责或指导的组织，无法撰写工作日志',
      content_count: '%{n}/5000 字',
    },
    show: {
      pass: '通过', reject: '驳回', reject_title: '驳回工作日志', reason: '驳回原因', passed: '已通过', rejected: '已驳回', no_files: '无附件', edit: '修改并重新提交',
      history: '审核记录', no_history: '暂无审核记录', history_step: '（%{step}）', history_system: '系统', history_opinion: '意见：%{opinion}',
      load_failed: '日志加载失败', retry: '重试', open: '查看',
    },
    audit: { pass: '审核通过后日志归档', reject: '驳回后撰写人可修改并重新提交' },
    queue: { empty: '暂无待审核的工作日志', placeholder: '标题或组织名称' },
    things: {
      add: '新增事项', edit: '编辑事项', title: '标题', note: '备注', dueDate: '截止日期', priority: '优先级', done: '已完成', open: '未完成', overdue: '已逾期',
      empty: '暂无待办事项，点击「新增事项」添加', save: '保存', cancel: '取消', saved: '已保存', delete: '删除', delete_confirm: '确定删除「%{title}」吗？', deleted: '已删除',
      mark_done: '标记完成', mark_open: '重新打开', no_due: '无截止日期', filter: '状态',
      summary_open: '未完成事项', summary_overdue: '已逾期', summary_reviews: '待我审核', go_reviews: '去处理',
    },
    priority: { 1: '高', 2: '中', 3: '低' },
  },
};
