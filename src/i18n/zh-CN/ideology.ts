/** zh-CN messages: 党团工作 (issue 20 /ideology and 我的党团). */
import { applicationStatusLabels } from '../../../common/ideology';
export default {
  /** The CrudList pages' resources: their names and the 操作 column. */
  resources: {
    studios: { name: '工作室', fields: { actions: '操作' } },
    regularMeetings: { name: '三会一课', fields: { actions: '操作' } },
    thematicMeetings: { name: '主题党日/团日', fields: { actions: '操作' } },
    ideologyActivities: { name: '党团活动', fields: { actions: '操作' } },
    ideologyBanners: { name: '横幅', fields: { actions: '操作' } },
  },
  ideology: {
    title: {
      overview: '党团概览', roster_1: '团员管理', roster_2: '党员管理', review_1: '团员发展审核', review_2: '党员发展审核', fees: '团费党费', studio: '工作室', banner: '横幅管理',
      meeting_regular: '三会一课', meeting_thematic: '主题党日/团日', advanced_1: '评优评先(团)', advanced_2: '评优评先(党)', found: '活动创建', examine: '活动初审', second: '活动复审',
      grant: '学时发放', mine: '我的党团',
    },
    f: {
      name: '姓名', code: '学号/工号', collegeName: '院系', branchId: '支部', branchName: '支部名称', stage: '阶段', stageDate: '起始日期', actions: '操作', reason: '理由',
      fromStage: '当前阶段', toStage: '申请阶段', applyTime: '申请时间', step: '当前步骤', kind: '类别', month: '月份', amount: '金额(元)', paidAt: '缴纳时间', months: '欠缴月份',
      fromMonth: '开始月份', toMonth: '结束月份', memberId: '党团员编号', studioName: '工作室名称', leaderId: '负责人', memberIds: '成员', description: '简介', title: '名称',
      fileId: '图片', link: '链接', orderId: '排序', enabled: '显示', startTime: '开始时间', endTime: '结束时间', place: '地点', agenda: '议程', attendance: '签到人数',
      minutes: '会议纪要', photo: '上传照片', markAttendance: '补登签到', hours: '学时', year: '年度', nominateEnd: '提名截止', publicityStart: '公示开始', publicityEnd: '公示结束',
      publicity: '公示期', phase: '阶段', nominations: '通过/提名', category: '评选类别', nominee: '被提名人', status: '状态', awarded: '结果', selectionId: '评选编号',
      activityName: '活动名称', participantIds: '参与人员', content: '活动内容', submit: '提交', userId: '人员',
    },
    kind: { 1: '共青团', 2: '中共党员' },
    stage: {
      1: { 1: '入团申请人', 2: '入团积极分子', 3: '发展对象', 4: '团员', 5: '超龄离团' },
      2: { 1: '入党申请人', 2: '入党积极分子', 3: '发展对象', 4: '预备党员', 5: '正式党员' },
    },
    meetingKind: { 1: '支部大会', 2: '支委会', 3: '小组会', 4: '党课', 5: '团课', 6: '主题团日', 7: '主题党日', 8: '专题会议' },
    category: { 1: '优秀党员', 2: '优秀团员', 3: '优秀团干部', 4: '先进团支部' },
    phase: { 1: '提名中', 2: '审核中', 3: '公示中', 4: '待公布', 5: '已公布' },
    applicationStatus: { ...applicationStatusLabels },
    activityStatus: { 1: '待提交', 2: '初审中', 3: '复审中', 4: '已通过', 5: '已驳回', 6: '已拒绝', 7: '已发放学时' },
    overview: {
      league: '团员及发展对象', party: '党员及发展对象', pending: '待审核发展申请', arrears: '本年欠缴人数 / 金额', stages_1: '团员发展各阶段人数', stages_2: '党员发展各阶段人数',
      count: '人数', meetings: '近期会议', no_meetings: '暂无近期会议', activities: '党团活动状态',
    },
    roster: {
      applications: '发展申请', no_applications: '暂无申请', add_branch_1: '新增团支部', add_branch_2: '新增党支部', add_1: '新增团员', add_2: '新增党员', pending: '审核中',
      apply: '申请下一阶段', move: '调整支部', empty: '暂无党团员', tab_roster: '名册', tab_review: '发展审核',
    },
    action: { detail: '详情', retry: '重试' },
    load_failed: '加载失败',
    saved: '已保存',
    empty_queue: '暂无待审核事项',
    fees: {
      export: '导出欠缴名单', export_running: '正在导出…', export_download: '下载', export_done: '导出完成', rule_hint: '按月缴纳：各阶段每月应缴金额，为 0 的阶段无需缴纳。',
      per_month: '元/月', pay: '登记缴费', no_arrears: '暂无欠缴', tab_rule: '缴费规则', tab_payments: '缴费记录', tab_arrears: '欠缴名单',
    },
    studio: { edit: '编辑工作室', create: '新增工作室', name: '工作室' },
    banner: { edit: '编辑横幅', create: '新增横幅', name: '横幅', shown: '显示', hidden: '隐藏', file_hint: '上传图片' },
    meeting: {
      edit: '编辑会议', create: '新增会议', qr: '签到二维码', qr_hint: '成员在「我的党团」扫码或输入签到码签到', attendees: '已签到 %{count} 人', mark: '补登', save_minutes: '保存纪要',
      hours_rule: '参会计入思想素养学时', name: '会议', has_minutes: '已记录', no_minutes: '未记录',
    },
    advanced: { create: '新建评选', publish: '公布结果', nominate: '提名', awarded: '当选', tab_campaigns: '评选活动', tab_nominations: '提名与公示', tab_review: '提名审核' },
    activity: {
      edit: '编辑活动', create: '新增活动', submit: '提交审核', name: '党团活动', confirm_grant: '确定为「%{name}」的 %{count} 名参与人员发放 %{hours} 学时？发放后不可撤回。',
      granted: '已发放 %{count} 人', none_to_grant: '暂无待发放学时的活动', grant: '发放学时',
    },
    mine: {
      pending: '%{stage} 申请审核中', apply: '申请成为%{stage}', join: '提交入团/入党申请', join_button: '提交申请', meetings: '我的会议', no_meetings: '暂无会议', signed: '已签到',
      code: '签到码', sign: '签到', dues: '团费/党费', no_dues: '本年度无欠缴', owing: '%{kind}：%{months} 欠缴 %{amount} 元',
    },
  },
};
