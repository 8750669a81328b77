/** zh-CN messages: 宣传阵地 and 组织工作安排 (issue 21, /system/field/*, /system/schedule/organ). */
const applyFields = {
  fieldId: '阵地', fieldName: '阵地', organizationId: '申请组织', organizationName: '申请组织', collegeName: '学院', applicantName: '申请人',
  period: '使用时间', startDate: '开始日期', endDate: '结束日期', purpose: '用途', content: '宣传内容', status: '状态', opinion: '审核意见', createTime: '申请时间', actions: '操作',
};

export default {
  resources: {
    publicityFields: {
      name: '宣传阵地',
      fields: {
        name: '阵地名称', kind: '类型', kindName: '类型', location: '位置或账号', collegeId: '所属学院', collegeName: '所属学院', capacity: '容量(个/天)',
        rules: '使用规则', enabled: '启用', upcoming: '已通过未结束', pending: '待审核', actions: '操作', photos: '照片',
      },
    },
    fieldApplications: { name: '阵地申请', fields: applyFields },
  },
  fields: {
    title: { list: '宣传阵地', add: '新增阵地', edit: '编辑阵地', show: '阵地详情', apply: '阵地申请', applyShow: '阵地申请详情', schedule: '组织工作安排' },
    kind: { 1: '宣传栏', 2: '展板位', 3: 'LED屏', 4: '公众号推送', 5: '官网栏目', 6: '广播站', 7: '橱窗' },
    status: { 1: '待审核', 2: '已通过', 3: '已驳回', 4: '已撤回' },
    filters: { name: '名称/位置', name_placeholder: '输入阵地名称或位置', all_kinds: '全部类型', all_fields: '全部阵地', all_colleges: '全部学院', all_status: '全部状态', keyword: '用途/组织/阵地', mine: '只看待我审核' },
    enabled: { 1: '启用', 0: '停用' },
    schoolWide: '全校',
    capacityHint: '同一天最多可同时通过的申请数',
    photosHint: '最多 9 张,jpg/png/gif',
    filesHint: '最多 9 个附件,单个不超过 5 MB',
    action: {
      add: '新增阵地', edit: '编辑', delete: '删除', export: '导出', show: '查看', apply: '申请使用', save: '保存', cancel: '取消', upload: '上传照片',
      attach: '上传附件', pass: '通过', reject: '驳回', withdraw: '撤回申请', submit: '提交申请', removeFile: '移除',
    },
    confirm: { delete: '确定删除阵地「%{name}」吗?已有申请的阵地不能删除,可改为停用。', withdraw: '确定撤回这条申请吗?',
      pass: '确定通过「%{organization}」在 %{period} 使用「%{field}」的申请吗?',
      reject: '确定驳回「%{organization}」在 %{period} 使用「%{field}」的申请吗?驳回意见将告知申请人。',
    },
    done: { saved: '已保存', deleted: '已删除', applied: '申请已提交,等待审核', passed: '已通过', rejected: '已驳回', withdrawn: '已撤回' },
    empty: { fields: '还没有宣传阵地,点击“新增阵地”添加', applications: '暂无阵地申请', bookings: '近期没有已通过的使用安排', overlapping: '该时段没有其他已通过的申请', options: '您没有可申请的组织' },
    export: { title: '导出宣传阵地', running: '正在导出…', download: '下载', done: '已导出 %{rows} 条' },
    show: {
      info: '基本信息', rules: '使用规则', photos: '照片', timeline: '使用安排', timelineHint: '已通过的申请,自 30 天前起', noRules: '未填写', noPhotos: '暂无照片',
      usage: '%{count} 个', capacity: '每天最多 %{count} 个申请',
    },
    applyShow: {
      info: '申请信息', files: '附件', noFiles: '无附件', overlapping: '同时段已通过的申请', overlappingHint: '该阵地容量 %{capacity} 个/天,通过前请确认不超出容量',
      decision: '审核', opinion: '审核意见', opinionHint: '驳回时必须填写原因', history: '审核记录', step: '(%{step})', system: '系统', opinionLine: '意见:%{opinion}',
      waiting: '等待审核', notYours: '当前步骤不由您审核',
    },
    schedule: {
      year: '学年', yearLabel: '%{year}-%{next}学年', subtitle: '设置各项组织工作的办理时间;未设置的事项全年可办理', windows: '办理时间', timeline: '时间轴',
      process: '事项', from: '开始日期', to: '结束日期', remarks: '说明', open: '办理中', closed: '未开放', notSet: '未设置(全年可办理)', save: '保存安排',
      saved: '已保存', clear: '清除', today: '今天', openNow: '正在办理(截止日期):%{names}', noneOpen: '当前没有正在办理的组织工作',
    },
    scheduleKind: { 1: '组织成立', 2: '年度注册', 3: '年审', 4: '评优', 5: '组织注销' },
  },
};
