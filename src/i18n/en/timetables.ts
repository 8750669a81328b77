/** English messages: Data platform timetables (issue 20 class timetables and clash warnings). */
const entryFields = {
  code: 'Number', name: 'Name', collegeName: 'College', className: 'Class', weekday: 'Day', periods: 'Periods', time: 'Time', weeks: 'Weeks', weeksText: 'Weeks',
  courseName: 'Course', place: 'Room', teacherName: 'Teacher', actions: 'Actions',
};

export default {
  resources: {
    timetableEntries: { name: 'Timetable', fields: entryFields },
  },
  timetables: {
    title: { student: 'Student timetables', teacher: 'Teacher timetables', mine: 'My timetable', week: "%{name}'s timetable" },
    tabs: { list: 'Classes', busy: 'Busy hours' },
    term: 'Term',
    week: 'Week',
    week_n: 'Week %{n}',
    all_weeks: 'All weeks',
    this_week: 'This week',
    week_range: '%{from} to %{to}',
    no_terms: 'No terms yet: add one under Terms first',
    outside_term: 'Today is in no term',
    weekday: { 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat', 7: 'Sun' },
    periods: 'Periods %{from}-%{to}',
    period: 'Period %{n}',
    code: { student: 'Student no.', teacher: 'Staff account' },
    filters: { keyword: { student: 'Name / student no.', teacher: 'Name / account' }, course: 'Course', weekday: 'Day', college: 'College', all: 'All' },
    action: { import: 'Import timetables', week: 'Week view', prev: 'Previous week', next: 'Next week', close: 'Close' },
    import: {
      title: 'Import timetables',
      hint: 'The file replaces the term’s whole timetable of every person in it; a person with a bad row keeps their timetable. Day 1-7, periods like "1-2", weeks like "1-16" or "1-15单" (odd).',
      done: 'Replaced the timetables of %{persons} people: %{created} classes written',
      term: 'Into term: %{name}',
    },
    empty: { list: 'No timetables in this term yet: use "Import timetables"', week: 'No classes this day', term: 'No classes on this day all term' },
    busy: {
      persons: '%{n} people have classes',
      legend: 'Darker cells: more people in class at that hour',
      cell: '%{weekday} %{hour}:00-%{next}:00: %{count} in class',
      hour: 'Hour',
    },
    clash: {
      count: '%{count} students have class at this time',
      none: 'No student has class at this time',
      basis: { users: '(of %{n} participants)', enrolled: '(of %{n} enrolled)', eligible: '(of %{n} eligible students)' },
      list_title: 'Students with class at this time',
      more: 'Showing the first %{shown} of %{count}',
      view: 'Show list',
    },
  },
};
