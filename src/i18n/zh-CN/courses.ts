/** zh-CN messages: 第二课堂课程 and 课程评价 (issue 20 courses and review). */
const courseFields = {
  name: '课程名称', classifyId: '所属分类', classifyName: '所属分类', hours: '学时', collegeId: '开课学院', collegeName: '开课学院', gradeMode: '成绩方式',
  passScore: '合格分数', description: '课程简介', status: '状态', opinion: '审核意见', createdByName: '申请人', createTime: '申请时间', sectionCount: '教学班数',
  step: '当前步骤', waitTime: '等待时间', actions: '操作',
};
const sectionFields = {
  courseId: '课程', courseName: '课程', name: '教学班', teacherId: '授课教师', teacherName: '授课教师', capacity: '容量', enrollCount: '已报名',
  enrollStart: '报名开始', enrollEnd: '报名截止', startTime: '开课时间', endTime: '结课时间', schedule: '上课时间', place: '上课地点', phase: '状态',
  signedCount: '已签到', hours: '学时', rateEnd: '评价截止', completeTime: '结课时间', actions: '操作',
};
const ratingFields = {
  courseName: '课程', sectionName: '教学班', teacherName: '授课教师', courseStars: '课程评分', teacherStars: '教师评分', comment: '评价内容', createTime: '评价时间',
};

export default {
  resources: {
    courses: { name: '课程', fields: courseFields },
    courseAudits: { name: '开课审核', fields: courseFields },
    courseSections: { name: '教学班', fields: sectionFields },
    courseControls: { name: '管控规则', fields: { classifyName: '课程分类', roleName: '允许的角色', collegeName: '允许的学院', createTime: '添加时间', actions: '操作' } },
    courseRatings: { name: '课程评价', fields: ratingFields },
    openCourseSections: { name: '可报名课程', fields: sectionFields },
    myCourseSections: { name: '我的课程', fields: sectionFields },
  },
  courses: {
    export: { title: '导出课程评价', running: '正在导出…', download: '下载', done: '已导出 %{rows} 条', close: '关闭' },
    roster: { code: '学号', name: '姓名', college: '学院', class: '班级' },
    history: { empty: '暂无审核记录', label: '审核记录', step: '(%{step})', system: '系统', opinion: '意见:%{opinion}' },
    title: { home: '第二课堂课程', review: '课程评价', student: '我的课程', detail: '课程详情' },
    tabs: {
      catalog: '课程目录', audit: '开课审核', section: '教学班', attendance: '考勤签到', grade: '成绩与结课', control: '课程管控',
      list: '评价列表', course: '课程评价统计', teacher: '教师评价统计', statistics: '评价分析', settings: '评价设置', my: '我的授课评价',
    },
    status: { 1: '待审核', 2: '已开课', 3: '已驳回', 4: '已拒绝' },
    gradeMode: { 1: '合格制', 2: '百分制' },
    phase: { before: '未开始报名', enrolling: '报名中', awaiting: '待开课', teaching: '上课中', ended: '待结课', completed: '已结课' },
    action: { create: '开设课程', edit: '修改', resubmit: '修改并重新提交', addSection: '新增教学班', addRule: '新增规则', save: '保存', export: '导出', detail: '详情' },
    hint: {
      catalog: '开设课程需经开课审核,通过后方可新增教学班。',
      control: '某分类设置了管控规则后,只有规则中的角色或学院可以开设该分类(含其子分类)的课程;未设置规则的分类不受限制。',
      pickSection: '请选择教学班',
      settings: '结课后学生可在评价截止前对课程和授课教师进行匿名评价(默认结课后14天)。',
      anonymous: '评价为匿名,不显示学生信息。',
    },
    empty: { courses: '暂无课程', audit: '暂无待审核的开课申请', sections: '暂无教学班', roster: '暂无学生报名', rules: '暂无管控规则,所有分类均可开设', ratings: '暂无评价', open: '当前没有可报名的课程', mine: '您还没有报名课程' },
    dialog: { course_create: '开设课程', course_edit: '修改课程', section_create: '新增教学班', section_edit: '编辑教学班', rule_create: '新增管控规则', rate: '评价课程', rate_window: '评价截止时间' },
    audit: { consequence_pass: '通过后课程开课,可新增教学班', consequence_reject: '驳回后申请人可修改并重新提交', consequence_refuse: '拒绝后该课程不能再开设' },
    attendance: {
      qr: '签到二维码', qr_hint: '请学生用手机扫码签到,二维码每30秒更新', refresh_in: '%{seconds}秒后刷新', signed: '已签到', unsigned: '未签到',
      mark: '标记签到', unmark: '取消签到', signed_count: '已签到 %{signed} / %{total} 人',
    },
    grade: {
      passed: '合格', failed: '不合格', score: '分数', save: '保存成绩', complete: '结课并发放学时', confirm_complete: '结课后将为成绩合格的学生发放 %{hours} 学时,且不能再修改成绩。确定结课吗?',
      completed: '已结课:%{granted} 名学生获得学时', saved: '成绩已保存', hours: '获得学时', ungraded: '未评定',
    },
    review: { average: '平均分', count: '评价数', sections: '教学班数', course_avg: '课程平均分', teacher_avg: '教师平均分', distribution_course: '课程评分分布', distribution_teacher: '教师评分分布', stars: '%{n}星', total: '共 %{total} 条评价', max_stars: '课程评分不高于' },
    student: {
      open: '可报名', mine: '我的课程', enroll: '报名', cancel: '取消报名', enrolled: '报名成功', cancelled: '已取消报名', seats: '余 %{left} / %{capacity} 个名额',
      sign: '扫码签到', sign_code: '签到码', sign_submit: '签到', signed: '签到成功', rate: '评价', rated: '已评价', thanks: '感谢您的评价',
      course_stars: '课程评分', teacher_stars: '教师评分', comment: '评价内容(选填)', grade: '成绩', hours: '学时', confirm_cancel: '确定取消报名吗?',
      passed: '合格', failed: '不合格', pending: '待评定',
    },
  },
};
