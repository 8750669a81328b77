/** zh-CN messages: 数据平台 课表 (issue 20 class timetables and clash warnings). */
const entryFields = {
  code: '学号/工号', name: '姓名', collegeName: '学院', className: '班级', weekday: '星期', periods: '节次', time: '上课时间', weeks: '周次', weeksText: '周次',
  courseName: '课程名称', place: '上课地点', teacherName: '授课教师', actions: '操作',
};

export default {
  resources: {
    timetableEntries: { name: '课表', fields: entryFields },
  },
  timetables: {
    title: { student: '学生课表', teacher: '教师课表', mine: '我的课表', week: '%{name}的课表' },
    tabs: { list: '课表列表', busy: '忙碌分布' },
    term: '学期',
    week: '周次',
    week_n: '第%{n}周',
    all_weeks: '全部周次',
    this_week: '本周',
    week_range: '%{from} 至 %{to}',
    no_terms: '尚未设置学期,请先在「学期设置」中添加学期',
    outside_term: '今天不在任何学期内',
    weekday: { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五', 6: '周六', 7: '周日' },
    periods: '第%{from}-%{to}节',
    period: '第%{n}节',
    code: { student: '学号', teacher: '工号' },
    filters: { keyword: { student: '姓名/学号', teacher: '姓名/工号' }, course: '课程名称', weekday: '星期', college: '学院', all: '全部' },
    action: { import: '导入课表', week: '周课表', prev: '上一周', next: '下一周', close: '关闭' },
    import: {
      title: '导入课表',
      hint: '导入会替换所选学期中文件内每个人的全部课表;有错误行的人保持原课表不变。星期填1-7,节次如"1-2",周次如"1-16"、"1-15单"。',
      done: '已替换 %{persons} 人的课表,共写入 %{created} 节课',
      term: '导入到学期:%{name}',
    },
    empty: { list: '该学期暂无课表,可点击「导入课表」导入', week: '这天没有课', term: '本学期这天没有课' },
    busy: {
      persons: '共 %{n} 人有课',
      legend: '颜色越深,该时段有课的人越多',
      cell: '%{weekday} %{hour}:00-%{next}:00 有课 %{count} 人',
      hour: '时段',
    },
    clash: {
      count: '%{count} 名学生在该时段有课',
      none: '该时段没有学生有课',
      basis: { users: '(共 %{n} 名参与者)', enrolled: '(已报名 %{n} 人)', eligible: '(可报名学生 %{n} 人)' },
      list_title: '该时段有课的学生',
      more: '仅显示前 %{shown} 名,共 %{count} 名',
      view: '查看名单',
    },
  },
};
