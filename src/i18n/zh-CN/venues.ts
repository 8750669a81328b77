/** zh-CN messages: 场地管理 (issue 19 venues and bookings). */
/** The columns of every booking list (预约列表, 我的预约, the review queue). */
const bookingFields = {
  siteId: '场地', siteName: '场地', purpose: '用途', time: '使用时间', startTime: '开始时间', endTime: '结束时间', attendees: '人数',
  contactName: '联系人', contactPhone: '联系电话', activityId: '关联活动', activityName: '关联活动', userName: '申请人', status: '状态',
  opinion: '审核意见', applyTime: '申请时间', remarks: '备注', step: '当前步骤', waitTime: '等待时间', actions: '操作',
};

export default {
  resources: {
    sites: {
      name: '场地',
      fields: {
        name: '场地名称', typeId: '场地类型', typeName: '场地类型', location: '位置', capacity: '容量(人)', equipment: '设备', openHours: '开放时间',
        status: '状态', remarks: '备注', upcoming: '即将使用', pending: '待审核', actions: '操作', minCapacity: '最少容纳人数',
      },
    },
    siteTypes: {
      name: '场地类型',
      fields: { name: '类型名称', maxHours: '单次最长(小时)', advanceDays: '最多提前(天)', remarks: '说明', siteCount: '场地数', actions: '操作' },
    },
    siteBookings: {
      name: '场地预约',
      fields: bookingFields,
    },
    mySiteBookings: { fields: bookingFields, name: '我的预约' },
    siteBookingAudits: { fields: bookingFields, name: '场地预约审核' },
  },
  venues: {
    title: { list: '场地列表', create: '新增场地', edit: '编辑场地', types: '场地类型', apply: '场地预约', bookings: '预约列表', audit: '场地预约审核', detail: '预约详情', mine: '我的预约' },
    status: { 1: '开放', 2: '停用' },
    booking_status: { 1: '待审核', 2: '已通过', 3: '已驳回', 4: '已拒绝', 5: '已取消' },
    weekday: { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五', 6: '周六', 7: '周日' },
    closed: '不开放',
    hours_range: '%{start}-%{end}',
    people: '%{count} 人',
    action: {
      create: '新增场地', edit: '编辑', delete: '删除', save: '保存', cancel: '取消', export: '导出', calendar: '查看日程', book: '预约',
      apply: '提交预约', cancel_booking: '取消预约', prev_week: '上一周', next_week: '下一周', this_week: '本周', add_hours: '添加开放时段',
      all_week: '每天 08:00-22:00', create_type: '新增类型', back: '返回',
    },
    filters: { name: '名称/位置', name_placeholder: '输入场地名称或位置', all_types: '全部类型', all_status: '全部状态', all_sites: '全部场地', keyword: '用途/申请人', keyword_placeholder: '输入用途、申请人或联系人', start_date: '开始日期', end_date: '结束日期' },
    form: {
      weekday: '星期', basics: '基本信息', rules: '开放时间', rules_hint: '每个工作日最多一个开放时段；不开放的日子不填。', equipment_hint: '多个设备用逗号分隔',
      type_rules: '该类型：单次最长 %{maxHours} 小时，最多提前 %{advanceDays} 天预约',
      no_types: '还没有场地类型，请先在「场地类型」中添加',
    },
    apply: {
      pick_site: '选择场地', pick_hint: '先选择场地，查看本周日程后填写预约。', form_title: '预约信息', date: '日期', start: '开始', end: '结束',
      capacity_hint: '容量 %{capacity} 人', activity_hint: '可选：预约用于哪项活动', submitted: '预约已提交，等待审核', rules: '单次最长 %{maxHours} 小时，最多提前 %{advanceDays} 天',
      closed_site: '该场地已停用，暂不接受预约',
    },
    calendar: {
      title: '本周日程', legend_approved: '已通过', legend_pending: '待审核', closed_day: '不开放', empty: '本周暂无预约', week: '%{start} 至 %{end}',
      open: '开放 %{start}-%{end}',
    },
    detail: { no_history: '暂无审核记录', history_step: '（%{step}）', system: '系统', opinion: '意见：%{opinion}', history: '审核记录', booking: '预约信息', confirm_cancel: '确定取消这条预约吗？取消后该时段将释放给其他人。', cancelled: '预约已取消' },
    audit: {
      title: '场地预约审核', empty: '暂无待审核的场地预约',
      consequence_pass: '通过后该时段归申请人使用；与已通过的预约冲突时不能通过。',
      consequence_reject: '驳回后申请人可修改时间重新预约。',
      consequence_refuse: '拒绝后该预约结束，不能再提交。',
    },
    export: { sites: '导出场地列表', bookings: '导出场地预约', running: '正在导出…', download: '下载', done: '已导出 %{rows} 条' },
    types: {
      empty: '暂无场地类型，点击「新增类型」添加', hint: '场地类型规定其下场地的预约规则：单次预约最长时长和最多提前多少天预约。',
      dialog_create: '新增场地类型', dialog_edit: '编辑场地类型', confirm_delete: '确定删除场地类型「%{name}」吗？',
    },
    empty: { sites: '暂无场地，点击「新增场地」添加', bookings: '暂无预约', mine: '您还没有预约过场地' },
    done: { created: '场地已添加', updated: '场地已保存', deleted: '场地已删除', type_saved: '场地类型已保存', type_deleted: '场地类型已删除' },
    confirm_delete: '确定删除场地「%{name}」吗？已有预约的场地不能删除，可改为停用。',
    activity: { title: '场地', none: '未关联已通过的场地预约', booked: '%{site}（%{location}） %{start} 至 %{end}' },
  },
};
