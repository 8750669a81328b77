/**
 * zh-CN messages: 签到任务 (issue 21 "Journals and sign tasks"; spec §2 /communist/signTask) — the page
 * texts 'signTasks'. Targets, frequencies, weekdays and phases as common/signTasks.ts.
 */
export default {
  signTasks: {
    all: '全部',
    title: {
      list: '签到任务', add: '新建签到任务', edit: '编辑签到任务', detail: '签到任务详情', mine: '签到打卡', chart: '每日签到', participants: '参与学生',
      checkins: '签到记录', history: '我的签到记录', basics: '基本信息', schedule: '签到安排', location: '签到地点', hours: '学时发放',
    },
    fields: {
      name: '名称', description: '说明', organization: '发起组织', targetType: '签到对象', targetId: '学院/班级/组织', students: '指定学生', frequency: '频率',
      weekdays: '每周签到日', period: '周期', startDate: '开始日期', endDate: '结束日期', window: '签到时段', windowStart: '开始时间', windowEnd: '结束时间',
      latitude: '纬度', longitude: '经度', radiusM: '范围(米)', hours: '学时', classify: '学时分类', minCheckins: '最少签到次数', status: '状态',
      participants: '参与人数', checkins: '签到次数', today: '今日签到', creator: '发起人', createTime: '创建时间', code: '学号', studentName: '姓名',
      college: '学院', className: '班级', lastTime: '最近签到', completed: '已达标', day: '签到日', checkinTime: '签到时间', distance: '距离(米)',
      rate: '签到率', count: '签到人数', occurrences: '签到日数', streak: '连续签到', cancelReason: '取消原因', location: '签到地点', actions: '操作',
    },
    target: { 1: '全校', 2: '学院', 3: '班级', 4: '组织成员', 5: '指定学生' },
    frequency: { 1: '每天', 2: '每周', 3: '一次' },
    weekday: { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五', 6: '周六', 7: '周日' },
    phase: { upcoming: '未开始', open: '进行中', ended: '已结束', cancelled: '已取消' },
    status: { 1: '有效', 2: '已取消' },
    action: {
      add: '新建签到任务', edit: '编辑', cancel: '取消任务', save: '保存', back: '返回', export: '导出签到记录', checkIn: '签到', view: '查看',
      confirmCancel: '确认取消', close: '关闭', dismiss: '返回',
    },
    hint: {
      locked: '已有签到记录，只能修改名称、说明和延长结束日期', location: '填写纬度、经度和半径后，学生须在该范围内签到；留空则不限地点',
      hours: '学生签到次数达到最少次数时发放一次学时；不发放学时可留空', confirmCancel: '取消后学生不能再签到，已有的签到记录保留。确定取消「%{name}」吗？', cancelReason: '选填，将显示在任务详情中',
      saved: '已保存', cancelled: '签到任务已取消', done: '签到成功', doneToday: '今日已签到', notToday: '今天不是签到日', mineEmpty: '暂无需要签到的任务',
      locating: '正在获取位置…', locationDenied: '无法获取位置，请允许浏览器获取位置后重试', needsLocation: '需在指定地点 %{r} 米内签到',
      streak: '连续 %{n} 次', count: '已签到 %{n} 次', hoursGoal: '累计签到 %{n} 次可获得 %{hours} 学时', hoursGranted: '已获得 %{hours} 学时',
      historyEmpty: '还没有签到记录', chartEmpty: '还没有到签到日', anyLocation: '不限地点', summary: '参与 %{p} 人 · 签到日 %{o} 天 · 签到 %{c} 人次 · 达标 %{d} 人',
      pickStudents: '按姓名或学号搜索学生', window: '%{from}–%{to}', everyWeek: '每周%{days}',
    },
  },
};
