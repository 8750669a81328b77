/** en messages: the students resource (react-admin 'resources.students') and its page ('students'). */
export default {
  resources: {
    students: {
      name: 'Student |||| Students',
      fields: {
        name: 'Name',
        code: 'Student number',
        gender: 'Gender',
        politics: 'Political status',
        campusName: 'Campus',
        collegeName: 'College',
        majorName: 'Major',
        grade: 'Grade',
        className: 'Class',
        hours: 'Hours',
        score: 'Score/Credit',
        credit: 'Integrity',
        status: 'Status',
      },
    },
  },
  students: {
    list_title: 'Students',
    score_points: 'Score',
    score_credit: 'Credit',
    filters: { name_placeholder: 'Enter a name', code_placeholder: 'Enter a student number' },
    gender: { 1: 'Male', 2: 'Female' },
    politics: {
      0: 'Masses',
      1: 'Youth League member',
      2: 'Party member',
      3: 'Other party',
      4: 'Probationary Party member',
    },
    status: {
      0: 'Inactive',
      1: 'Normal',
      2: 'Suspended',
      3: 'Graduated',
      4: 'Other',
      5: 'Disabled',
      6: 'Deleted',
    },
  },
};
