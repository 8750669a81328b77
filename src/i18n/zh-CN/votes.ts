/**
 * zh-CN messages: 评选投票 (issue 21 "Votes"; spec §2 /vote) — the page texts 'votes'. Statuses,
 * scopes and phases as common/votes.ts.
 */
export default {
  votes: {
    title: { list: '投票管理', audit: '投票审核', add: '发起投票', edit: '编辑投票', show: '投票详情', auditShow: '投票审核详情', mine: '我的投票', results: '投票结果' },
    fields: {
      title: '标题', description: '说明', scopeType: '投票范围', scopeId: '学院/班级', maxChoices: '每人最多可选', startTime: '开始时间', endTime: '结束时间',
      status: '状态', phase: '进度', candidateCount: '候选人', voterCount: '已投票人数', creatorName: '发起人', createTime: '创建时间', window: '投票时间',
      step: '当前步骤', waitTime: '等待时间', candidates: '候选人', name: '姓名', statement: '介绍', photo: '照片', votes: '得票', rank: '名次',
      voters: '投票人数', ballots: '选票总数', opinion: '审核意见', actions: '操作',
    },
    status: { 1: '审核中', 2: '已驳回', 3: '已发布' },
    scope: { 1: '全校', 2: '学院', 3: '班级' },
    phase: { none: '未发布', upcoming: '未开始', open: '投票中', closed: '已结束' },
    action: {
      add: '发起投票', edit: '编辑', view: '查看', review: '审核', pass: '通过', reject: '驳回', save: '提交审核', cancel: '取消', addCandidate: '添加候选人',
      remove: '删除', upload: '上传照片', export: '导出结果', vote: '投票', confirm: '确认投票', back: '返回',
    },
    hint: {
      choose: '请选择最多 %{n} 名候选人（已选 %{count} 名）', voted: '您已投票，感谢参与', votedShort: '已投票', notOpen: '投票未开始', closed: '投票已结束', live: '实时结果',
      final: '最终结果', confirmBallot: '确定投给以下候选人吗？提交后不能修改。', confirmReject: '驳回后发起人可修改后重新提交。', rejectReason: '驳回原因',
      noPhoto: '无照片', scopeSchool: '全校学生均可投票', resultsLater: '投票结束后公布结果', mineEmpty: '暂无可参加的投票', sent: '已提交审核',
      done: '投票成功', decided: '已审核', published: '已发布的投票不能修改', removeCandidate: '确定删除候选人「%{name}」吗？',
    },
  },
};
