/** zh-CN messages: 个人信息查看记录 (/system/personalDataLog, issue 14 defect 8). */
export default {
  resources: {
    personalDataViews: { name: '个人信息查看记录' },
  },
  personalData: {
    log: {
      title: '个人信息查看记录',
      subtitle: '每一次完整查看或完整导出学生身份证号、手机号，以及完整查看教师手机号的记录',
      col: { createdAt: '时间', userName: '查看人', action: '操作', target: '对象', ip: 'IP' },
      action: { view: '查看', export: '导出' },
      students: '%{count} 名学生',
      filter: {
        label: '筛选条件：%{summary}',
        separator: '；',
        pair: '%{field}：%{value}',
        at_least: '不低于 %{min}',
        at_most: '不高于 %{max}',
        between: '%{min} 至 %{max}',
        unknown_unit: '编号 %{id}',
        field: {
          name: '姓名',
          code: '学号',
          status: '状态',
          campusId: '校区',
          collegeId: '学院',
          majorId: '专业',
          classId: '班级',
          grade: '年级',
          hours: '学时',
          credit: '诚信值',
          score: '分数/学分',
        },
      },
      staff: '%{who}（教师）',
      empty: '暂无记录',
      loading: '正在加载记录',
      none: '-',
    },
  },
};
