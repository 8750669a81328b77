/** zh-CN messages: 答题学习 (issue 20: question bank, quizzes, the student's attempt, 青年大学习). */
export default {
  resources: {
    quizzes: {
      name: '答题',
      fields: {
        name: '答题名称', description: '说明', mode: '组卷方式', libraryIds: '抽题题库', count: '抽题数量', questionIds: '题目', timeLimit: '限时(分钟)',
        startTime: '开始时间', endTime: '结束时间', passScore: '及格分', hours: '通过可得学时', classifyId: '学时模块', collegeIds: '参与学院', grades: '参与年级',
        status: '状态', takers: '交卷/参与', passed: '通过人数', avgScore: '平均分', actions: '操作',
      },
    },
    quizLibraries: { name: '题库', fields: { name: '题库名称', remarks: '说明', questionCount: '题目数' } },
    quizQuestions: {
      name: '题目',
      fields: { libraryId: '题库', kind: '题型', stem: '题干', options: '选项', answer: '答案', explanation: '解析', updateTime: '更新时间', actions: '操作' },
    },
    quizResults: {
      name: '答题成绩',
      fields: { code: '学号', userName: '姓名', collegeName: '学院/班级', startTime: '开始时间', submitTime: '交卷时间', score: '得分', status: '状态' },
    },
    youthIssues: { name: '青年大学习', fields: { title: '期次', week: '学习周', learned: '已学/应学', rate: '参学率' } },
  },
  quizzes: {
    title: {
      list: '答题列表', library: '题库管理', create: '组卷发布', subject: '新增题目', edit_question: '编辑题目', youth: '青年大学习', mine: '答题学习',
    },
    status: { 1: '未开始', 2: '进行中', 3: '已结束' },
    attempt: { 1: '答题中', 2: '已交卷', 3: '超时未交' },
    kind: { 1: '单选题', 2: '多选题', 3: '判断题' },
    mode: { 1: '随机抽题', 2: '指定题目' },
    summary: '%{count}题 · 限时%{minutes}分钟 · %{pass}分及格',
    hours_for_pass: '通过得%{hours}学时(%{classify})',
    everyone: '全体学生',
    question_no: '第%{n}题',
    answer_is: '答案:%{answer}',
    filters: { name: '答题名称', all: '全部', student: '姓名/学号', stem: '题干' },
    action: {
      create_quiz: '发布答题', results: '成绩统计', delete: '删除', edit: '编辑', export: '导出', cancel: '取消', save: '保存', save_next: '保存并继续',
      publish: '发布', create_question: '新增题目', add_option: '添加选项',
    },
    done: { deleted: '已删除', published: '答题已发布', question_created: '题目已保存', question_updated: '题目已更新', saved: '已保存' },
    confirm_delete_quiz: '确定删除答题「%{name}」吗?',
    confirm_delete_library: '确定删除题库「%{name}」吗?',
    confirm_delete_question: '确定删除这道题吗?已发布的答题保留各自的副本。',
    empty: {
      quizzes: '还没有答题,点击“发布答题”从题库组卷', results: '还没有学生作答', questions: '该题库还没有题目', libraries: '还没有题库,请先新增题库',
      youth: '还没有青年大学习期次', mine: '暂时没有可参加的答题', my_youth: '还没有青年大学习记录', not_found: '答题不存在',
    },
    stats: {
      takers: '参与人数', submitted: '交卷人数', passed: '通过人数', pass_rate: '通过率', avg: '平均分', bands: '分数段分布', items: '各题正确率',
      people: '人数', correct_rate: '正确率',
    },
    detail: { questions: '试题与答案' },
    export: { title: '导出答题成绩', running: '正在生成表格…', download: '下载', done: '已导出 %{rows} 行' },
    library: { create: '新增题库', rename: '编辑题库', count: '共 %{count} 道题' },
    form: {
      question: '题目信息', basics: '基本信息', questions: '组卷', scope: '参与范围与学时',
      mark_one: '选中正确答案(只能选一个)', mark_many: '勾选所有正确答案(至少两个)', right_option: '%{letter} 是正确答案', option_placeholder: '选项 %{letter}',
      no_library: '还没有题库,请先在题库管理中新增题库', picked: '已选 %{count} 题(按勾选顺序出题)', everyone_hint: '不选则全体学生可参加',
      grades_hint: '如 2023,2024;不填则不限年级', no_hours: '不发放学时',
    },
    youth: {
      create: '新增一期', import: '导入名单', remind: '提醒未学', export: '导出参学率', choose: '选择一期查看参学情况、导入名单或提醒未学的同学',
      import_hint: '官方名单(xlsx)需含表头:学号,或 姓名+班级;可选 学习时间。同一学生重复导入只记一次。',
      imported: '匹配 %{matched} 人,新增 %{added} 条记录;未匹配 %{unmatched} 行', unmatched_row: '第%{row}行 %{who}:%{reason}',
      rate_of: '参学率 %{rate}%(%{learned}/%{total})', by_college: '各学院参学率(点击查看各团支部)', by_class: '各团支部参学率', back: '返回学院',
      rate: '参学率', note: '已学 %{learned}/%{total} 人', no_students: '暂无学生数据',
      remind_confirm: '将向未完成《%{title}》学习的同学所在学院发布提醒通知,确定吗?', reminded: '已发布 %{notices} 条提醒,涉及 %{students} 名同学',
      delete_confirm: '确定删除《%{title}》及其学习记录吗?',
    },
    student: {
      tab_quiz: '答题', tab_youth: '青年大学习', start: '开始答题', resume: '继续答题', result: '查看结果', hours: '通过得%{hours}学时',
      score_pass: '%{score}分 · 通过', score_fail: '%{score}分 · 未通过',
      start_confirm: '共 %{count} 题,限时 %{minutes} 分钟。开始后计时不会暂停,只能提交一次,确定开始吗?',
      time_left: '剩余时间', progress: '已答 %{answered}/%{total}', submit: '交卷', keep_going: '继续作答', submit_confirm: '确定交卷吗?交卷后不能修改。',
      submit_unanswered: '还有 %{count} 题未作答,确定交卷吗?',
      passed: '恭喜通过!(%{pass}分及格)', failed: '未通过(%{pass}分及格)', correct_of: '答对 %{correct}/%{total} 题', hours_granted: '已获得 %{hours} 学时',
      your_answer: '你的答案:%{choice} · 正确答案:%{answer}', blank: '未作答', explanation: '解析:%{text}', back: '返回答题列表',
      learned: '已学习', not_learned: '未学习', learned_at: '学习时间 %{time}', week_of: '%{week} 所在周', youth_summary: '共 %{total} 期,已学习 %{learned} 期',
    },
  },
};
