/** English messages: courses and course evaluation (issue 20). */
const courseFields = {
  name: 'Course', classifyId: 'Category', classifyName: 'Category', hours: 'Hours', collegeId: 'College', collegeName: 'College', gradeMode: 'Grading',
  passScore: 'Pass score', description: 'Description', status: 'Status', opinion: 'Review opinion', createdByName: 'Applicant', createTime: 'Applied', sectionCount: 'Sections',
  step: 'Current step', waitTime: 'Waiting', actions: 'Actions',
};
const sectionFields = {
  courseId: 'Course', courseName: 'Course', name: 'Section', teacherId: 'Teacher', teacherName: 'Teacher', capacity: 'Capacity', enrollCount: 'Enrolled',
  enrollStart: 'Enrollment opens', enrollEnd: 'Enrollment closes', startTime: 'Starts', endTime: 'Ends', schedule: 'Class time', place: 'Place', phase: 'Status',
  signedCount: 'Signed in', hours: 'Hours', rateEnd: 'Rating closes', completeTime: 'Completed', actions: 'Actions',
};
const ratingFields = {
  courseName: 'Course', sectionName: 'Section', teacherName: 'Teacher', courseStars: 'Course rating', teacherStars: 'Teacher rating', comment: 'Comment', createTime: 'Rated',
};

export default {
  resources: {
    courses: { name: 'Course |||| Courses', fields: courseFields },
    courseAudits: { name: 'Opening review', fields: courseFields },
    courseSections: { name: 'Section |||| Sections', fields: sectionFields },
    courseControls: { name: 'Control rule |||| Control rules', fields: { classifyName: 'Category', roleName: 'Allowed role', collegeName: 'Allowed college', createTime: 'Added', actions: 'Actions' } },
    courseRatings: { name: 'Rating |||| Ratings', fields: ratingFields },
    openCourseSections: { name: 'Open courses', fields: sectionFields },
    myCourseSections: { name: 'My courses', fields: sectionFields },
  },
  courses: {
    export: { title: 'Export ratings', running: 'Exporting…', download: 'Download', done: '%{rows} rows exported', close: 'Close' },
    roster: { code: 'Student no.', name: 'Name', college: 'College', class: 'Class' },
    history: { empty: 'No review yet', label: 'Review history', step: '(%{step})', system: 'System', opinion: 'Opinion: %{opinion}' },
    title: { home: 'Courses', review: 'Course evaluation', student: 'My courses', detail: 'Course detail' },
    tabs: {
      catalog: 'Catalogue', audit: 'Opening review', section: 'Sections', attendance: 'Attendance', grade: 'Grades', control: 'Course control',
      list: 'Ratings', course: 'By course', teacher: 'By teacher', statistics: 'Analysis', settings: 'Rating windows', my: 'My teaching ratings',
    },
    status: { 1: 'Under review', 2: 'Open', 3: 'Rejected', 4: 'Refused' },
    gradeMode: { 1: 'Pass / fail', 2: 'Score' },
    phase: { before: 'Not yet open', enrolling: 'Enrolling', awaiting: 'Starting soon', teaching: 'In progress', ended: 'Awaiting completion', completed: 'Completed' },
    action: { create: 'Open a course', edit: 'Edit', resubmit: 'Edit and resubmit', addSection: 'New section', addRule: 'New rule', save: 'Save', export: 'Export', detail: 'Detail' },
    hint: {
      catalog: 'A new course goes through the opening review; sections can be added once it is open.',
      control: 'Once a category has rules, only the roles or colleges they name may open courses in it (and its sub-categories); categories without rules are open to all.',
      pickSection: 'Choose a section',
      settings: 'After completion students may rate the course and its teacher anonymously until the rating window closes (14 days by default).',
      anonymous: 'Ratings are anonymous: no student is shown.',
    },
    empty: { courses: 'No courses yet', audit: 'No course openings waiting', sections: 'No sections yet', roster: 'Nobody has enrolled yet', rules: 'No rules: every category may be opened', ratings: 'No ratings yet', open: 'No course is open for enrollment', mine: 'You have not enrolled in any course' },
    dialog: { course_create: 'Open a course', course_edit: 'Edit course', section_create: 'New section', section_edit: 'Edit section', rule_create: 'New control rule', rate: 'Rate the course', rate_window: 'Rating closes at' },
    audit: { consequence_pass: 'The course opens and may get sections', consequence_reject: 'The applicant may edit and resubmit', consequence_refuse: 'The course cannot be opened' },
    attendance: {
      qr: 'Sign-in QR code', qr_hint: 'Students scan it with their phones; the code changes every 30 seconds', refresh_in: 'Refreshes in %{seconds} s', signed: 'Signed in', unsigned: 'Not signed in',
      mark: 'Mark present', unmark: 'Mark absent', signed_count: '%{signed} of %{total} signed in',
    },
    grade: {
      passed: 'Pass', failed: 'Fail', score: 'Score', save: 'Save grades', complete: 'Complete and issue hours', confirm_complete: 'Completing issues %{hours} hours to every student who passed, and grades can no longer change. Complete now?',
      completed: 'Completed: %{granted} students received hours', saved: 'Grades saved', hours: 'Hours earned', ungraded: 'Not graded',
    },
    review: { average: 'Average', count: 'Ratings', sections: 'Sections', course_avg: 'Course average', teacher_avg: 'Teacher average', distribution_course: 'Course ratings', distribution_teacher: 'Teacher ratings', stars: '%{n} stars', total: '%{total} ratings', max_stars: 'Course rating at most' },
    student: {
      open: 'Open', mine: 'My courses', enroll: 'Enroll', cancel: 'Cancel enrollment', enrolled: 'Enrolled', cancelled: 'Enrollment cancelled', seats: '%{left} of %{capacity} seats left',
      sign: 'Sign in', sign_code: 'Sign-in code', sign_submit: 'Sign in', signed: 'Signed in', rate: 'Rate', rated: 'Rated', thanks: 'Thank you for your rating',
      course_stars: 'Course', teacher_stars: 'Teacher', comment: 'Comment (optional)', grade: 'Grade', hours: 'Hours', confirm_cancel: 'Cancel this enrollment?',
      passed: 'Pass', failed: 'Fail', pending: 'Not graded',
    },
  },
};
