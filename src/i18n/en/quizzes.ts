/** English messages: quizzes and youth study (issue 20). */
export default {
  resources: {
    quizzes: {
      name: 'Quiz',
      fields: {
        name: 'Quiz', description: 'Description', mode: 'Questions from', libraryIds: 'Libraries', count: 'Number of questions', questionIds: 'Questions',
        timeLimit: 'Time limit (min)', startTime: 'Opens', endTime: 'Closes', passScore: 'Pass mark', hours: 'Hours for a pass', classifyId: 'Hours module',
        collegeIds: 'Colleges', grades: 'Grades', status: 'Status', takers: 'Submitted/started', passed: 'Passed', avgScore: 'Mean score', actions: 'Actions',
      },
    },
    quizLibraries: { name: 'Library', fields: { name: 'Library', remarks: 'Description', questionCount: 'Questions' } },
    quizQuestions: {
      name: 'Question',
      fields: { libraryId: 'Library', kind: 'Type', stem: 'Question', options: 'Options', answer: 'Answer', explanation: 'Explanation', updateTime: 'Updated', actions: 'Actions' },
    },
    quizResults: {
      name: 'Results',
      fields: { code: 'Student no.', userName: 'Name', collegeName: 'College / class', startTime: 'Started', submitTime: 'Submitted', score: 'Score', status: 'Status' },
    },
    youthIssues: { name: 'Youth study', fields: { title: 'Issue', week: 'Week', learned: 'Learned/expected', rate: 'Rate' } },
  },
  quizzes: {
    title: {
      list: 'Quizzes', library: 'Question bank', create: 'New quiz', subject: 'New question', edit_question: 'Edit question', youth: 'Youth study', mine: 'Quizzes & study',
    },
    status: { 1: 'Not open', 2: 'Open', 3: 'Closed' },
    attempt: { 1: 'Answering', 2: 'Submitted', 3: 'Timed out' },
    kind: { 1: 'Single choice', 2: 'Multiple choice', 3: 'True/false' },
    mode: { 1: 'Random from libraries', 2: 'Picked questions' },
    summary: '%{count} questions · %{minutes} min · pass %{pass}',
    hours_for_pass: '%{hours} hours for a pass (%{classify})',
    everyone: 'All students',
    question_no: 'Q%{n}',
    answer_is: 'Answer: %{answer}',
    filters: { name: 'Quiz', all: 'All', student: 'Name / student no.', stem: 'Question' },
    action: {
      create_quiz: 'New quiz', results: 'Results', delete: 'Delete', edit: 'Edit', export: 'Export', cancel: 'Cancel', save: 'Save', save_next: 'Save and add another',
      publish: 'Publish', create_question: 'New question', add_option: 'Add option',
    },
    done: { deleted: 'Deleted', published: 'Quiz published', question_created: 'Question saved', question_updated: 'Question updated', saved: 'Saved' },
    confirm_delete_quiz: 'Delete the quiz “%{name}”?',
    confirm_delete_library: 'Delete the library “%{name}”?',
    confirm_delete_question: 'Delete this question? Published quizzes keep their own copy.',
    empty: {
      quizzes: 'No quizzes yet: “New quiz” assembles one from the bank', results: 'Nobody has taken it yet', questions: 'This library has no questions yet',
      libraries: 'No libraries yet: add one first', youth: 'No youth study issues yet', mine: 'No quizzes for you right now', my_youth: 'No youth study records yet', not_found: 'Quiz not found',
    },
    stats: {
      takers: 'Started', submitted: 'Submitted', passed: 'Passed', pass_rate: 'Pass rate', avg: 'Mean score', bands: 'Score bands', items: 'Right answers per question',
      people: 'Students', correct_rate: 'Right',
    },
    detail: { questions: 'Questions and answers' },
    export: { title: 'Export results', running: 'Building the spreadsheet…', download: 'Download', done: '%{rows} rows exported' },
    library: { create: 'New library', rename: 'Edit library', count: '%{count} questions' },
    form: {
      question: 'Question', basics: 'Basics', questions: 'Questions', scope: 'Who may take it, and hours',
      mark_one: 'Mark the right option (one)', mark_many: 'Tick every right option (two or more)', right_option: '%{letter} is right', option_placeholder: 'Option %{letter}',
      no_library: 'No libraries yet: add one in the question bank first', picked: '%{count} picked (asked in this order)', everyone_hint: 'None chosen: every student',
      grades_hint: 'e.g. 2023, 2024; empty: every grade', no_hours: 'No hours',
    },
    youth: {
      create: 'New issue', import: 'Import list', remind: 'Remind the rest', export: 'Export rates', choose: 'Choose an issue to see its rates, import its list or remind the rest',
      import_hint: 'The official list (xlsx) with the headers 学号, or 姓名 + 班级; optional 学习时间. A student imported twice counts once.',
      imported: '%{matched} matched, %{added} new records; %{unmatched} rows not matched', unmatched_row: 'Row %{row} %{who}: %{reason}',
      rate_of: '%{rate}% learned (%{learned}/%{total})', by_college: 'Rate per college (click for its branches)', by_class: 'Rate per branch (class)', back: 'Back to colleges',
      rate: 'Rate', note: '%{learned}/%{total} learned', no_students: 'No students',
      remind_confirm: 'Publish a reminder to the colleges of the students who have not studied “%{title}”?', reminded: '%{notices} reminders published for %{students} students',
      delete_confirm: 'Delete “%{title}” and its records?',
    },
    student: {
      tab_quiz: 'Quizzes', tab_youth: 'Youth study', start: 'Start', resume: 'Resume', result: 'Result', hours: '%{hours} hours for a pass',
      score_pass: '%{score} · passed', score_fail: '%{score} · not passed',
      start_confirm: '%{count} questions, %{minutes} minutes. The clock does not stop once started and you submit once. Start now?',
      time_left: 'Time left', progress: '%{answered}/%{total} answered', submit: 'Submit', keep_going: 'Keep answering', submit_confirm: 'Submit now? Answers cannot be changed afterwards.',
      submit_unanswered: '%{count} questions unanswered. Submit anyway?',
      passed: 'Passed! (pass mark %{pass})', failed: 'Not passed (pass mark %{pass})', correct_of: '%{correct} of %{total} right', hours_granted: '%{hours} hours granted',
      your_answer: 'Yours: %{choice} · Right: %{answer}', blank: 'none', explanation: 'Why: %{text}', back: 'Back to quizzes',
      learned: 'Learned', not_learned: 'Not yet', learned_at: 'Learned %{time}', week_of: 'Week of %{week}', youth_summary: '%{learned} of %{total} issues learned',
    },
  },
};
