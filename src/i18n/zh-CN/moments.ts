/**
 * 中文文案：校园动态（issue 21 moments；/communist/moments/show、dynamic、theme、detail 与学生端
 * /student/moments），与 en/moments.ts 逐键对应。
 */
export default {
  moments: {
    title: { show: '动态审核', dynamic: '动态广场', theme: '动态话题', detail: '动态详情', student: '校园动态' },
    tabs: { feed: '广场', mine: '我的动态' },
    status: { 1: '待审核', 2: '已发布', 3: '已驳回', 4: '已下架' },
    fields: {
      content: '内容', poster: '发布者', college: '学院', theme: '话题', imageCount: '图片', likes: '点赞', comments: '评论', reports: '举报',
      status: '状态', createTime: '发布时间', organization: '发布组织', images: '选择图片', comment: '评论内容',
    },
    all: '全部', search: '内容/发布者', onlyReported: '仅看被举报', allThemes: '全部',
    compose: '发布动态', placeholder: '分享活动现场、校园生活……（最多1000字）', noTheme: '不选话题', addImages: '图片 %{n}/%{max}',
    removeImage: '移除图片', send: '发布', posted: '已提交，审核通过后将在广场展示', reviewHint: '动态经审核后发布；图片支持 jpg/png/gif，单张不超过3MB，最多9张',
    noOrganisation: '您暂无可代表发布的组织', imageAlt: '第%{n}张图片', fromActivity: '来自活动：%{name}',
    rejectedBecause: '驳回原因：%{reason}', takenDownBecause: '已被下架，原因：%{reason}', pendingHint: '等待审核，通过后将在广场展示',
    like: '点赞', unlike: '取消点赞', comments: '评论', report: '举报', open: '详情', more: '加载更多',
    reportTitle: '举报动态', reportReason: '举报原因', reported: '举报已提交，感谢您的反馈', reasonRequired: '请填写原因',
    emptyFeed: '还没有已发布的动态', emptyMine: '您还没有发布过动态', emptyList: '没有符合条件的动态', notFound: '动态不存在或您无权查看',
    passSelected: '批量通过（%{n}）', confirmPass: '确定通过选中的 %{n} 条动态吗？通过后将在广场展示。', passed: '已通过',
    pass: '通过', reject: '驳回', rejectTitle: '驳回动态', rejectReason: '驳回原因', rejected: '已驳回',
    takeDown: '下架', takeDownTitle: '下架动态', takeDownReason: '下架原因（发布者可见）', takenDown: '已下架',
    waiting: '该动态等待审核', isPublished: '该动态已发布，如有违规可下架',
    reportsTitle: '举报记录（%{n}）', commentsTitle: '评论（%{n}）', noComments: '暂无评论', commentPlaceholder: '写下你的评论（最多200字）', sendComment: '评论',
    delete: '删除', confirmDeleteComment: '确定删除这条评论吗？',
    history: { title: '审核记录', empty: '暂无审核记录', label: '审核记录', step: '（%{step}）', system: '系统', opinion: '意见：%{opinion}' },
    theme: {
      addTitle: '新增话题', editTitle: '编辑话题', name: '话题名称', description: '简介', sort: '排序', cover: '封面', posts: '已发布动态', enabled: '启用',
      actions: '操作', chooseCover: '上传封面', changeCover: '更换封面', save: '保存', cancelEdit: '取消编辑', edit: '编辑', empty: '还没有话题',
      added: '话题已添加', updated: '话题已保存', confirmDelete: '确定删除话题「%{name}」吗？',
    },
  },
};
