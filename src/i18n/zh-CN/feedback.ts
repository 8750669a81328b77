/**
 * zh-CN messages: 意见反馈 (issue 21; spec §2 /communist/systempal/feedback, /student/feedback) — the
 * page texts 'feedback'. Categories and statuses as common/feedback.ts.
 */
export default {
  feedback: {
    title: { staff: '意见反馈', mine: '意见反馈' },
    tabs: { list: '反馈列表', stats: '统计' },
    category: { 1: '功能建议', 2: '问题反馈', 3: '投诉', 4: '其他' },
    status: { 1: '待处理', 2: '已回复', 3: '已关闭' },
    fields: {
      category: '类型', content: '内容', user: '反馈人', code: '学号/工号', college: '学院', contact: '联系方式', status: '状态', reply: '回复', createTime: '提交时间',
      replyTime: '回复时间', images: '图片', actions: '操作',
    },
    list: { search: '内容/姓名', all: '全部', export: '导出', empty: '暂无反馈', view: '查看', reply: '回复', close: '关闭反馈' },
    export: { title: '导出反馈', running: '正在导出…', download: '下载', done: '已导出 %{rows} 条反馈', close: '关闭' },
    stats: { total: '反馈总数', by_category: '按类型', by_status: '按状态', count: '条数' },
    reply: {
      title: '回复反馈', label: '回复内容', send: '发送回复', cancel: '取消', sent: '已回复', close_confirm: '关闭后不能再回复，确定关闭这条反馈吗？', closed: '已关闭',
      replied_by: '%{name} 回复于 %{time}', no_reply: '尚未回复',
    },
    my: {
      send: '我要反馈', send_title: '提交反馈', content_placeholder: '请描述您的建议或遇到的问题（最多1000字）', contact: '联系方式（选填）', images: '图片（最多3张）',
      submit: '提交', cancel: '取消', sent: '已提交，学校会尽快回复', failed: '提交失败', empty: '还没有提交过反馈，点击「我要反馈」告诉我们您的想法',
      reply: '学校回复', waiting: '等待学校回复', add_image: '添加图片',
    },
  },
};
