/**
 * English messages: sign tasks (issue 21 "Journals and sign tasks"; spec §2 /communist/signTask) — the
 * same keys as zh-CN/signTasks.ts.
 */
export default {
  signTasks: {
    all: 'All',
    title: {
      list: 'Sign tasks', add: 'New sign task', edit: 'Edit sign task', detail: 'Sign task', mine: 'Check in', chart: 'Check-ins per day', participants: 'Participants',
      checkins: 'Check-ins', history: 'My check-ins', basics: 'Basics', schedule: 'Schedule', location: 'Location', hours: 'Hours',
    },
    fields: {
      name: 'Name', description: 'Description', organization: 'Organiser', targetType: 'Who checks in', targetId: 'College / class / organisation', students: 'Students', frequency: 'Frequency',
      weekdays: 'Weekdays', period: 'Period', startDate: 'Start date', endDate: 'End date', window: 'Time window', windowStart: 'From', windowEnd: 'To',
      latitude: 'Latitude', longitude: 'Longitude', radiusM: 'Radius (m)', hours: 'Hours', classify: 'Hours category', minCheckins: 'Minimum check-ins', status: 'Status',
      participants: 'Participants', checkins: 'Check-ins', today: 'Today', creator: 'Created by', createTime: 'Created', code: 'Student no.', studentName: 'Name',
      college: 'College', className: 'Class', lastTime: 'Last check-in', completed: 'Reached', day: 'Day', checkinTime: 'Time', distance: 'Distance (m)',
      rate: 'Rate', count: 'Students', occurrences: 'Sign days', streak: 'Streak', cancelReason: 'Reason for cancelling', location: 'Location', actions: 'Actions',
    },
    target: { 1: 'Whole school', 2: 'College', 3: 'Class', 4: 'Organisation members', 5: 'Listed students' },
    frequency: { 1: 'Daily', 2: 'Weekly', 3: 'Once' },
    weekday: { 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat', 7: 'Sun' },
    phase: { upcoming: 'Not started', open: 'Running', ended: 'Ended', cancelled: 'Cancelled' },
    status: { 1: 'Active', 2: 'Cancelled' },
    action: {
      add: 'New sign task', edit: 'Edit', cancel: 'Cancel task', save: 'Save', back: 'Back', export: 'Export check-ins', checkIn: 'Check in', view: 'View',
      confirmCancel: 'Cancel the task', close: 'Close', dismiss: 'Back',
    },
    hint: {
      locked: 'Check-ins exist: only the name, the description and a later end date may change', location: 'With latitude, longitude and radius, students must be within the radius; leave empty for anywhere',
      hours: 'Hours are granted once, when a student reaches the minimum number of check-ins; leave empty for none', confirmCancel: 'Students can no longer check in; existing check-ins stay. Cancel “%{name}”?', cancelReason: 'Optional; shown on the task’s page',
      saved: 'Saved', cancelled: 'The sign task was cancelled', done: 'Checked in', doneToday: 'Checked in today', notToday: 'Not a sign day', mineEmpty: 'No sign tasks for you',
      locating: 'Getting your location…', locationDenied: 'Could not get your location; allow location access and try again', needsLocation: 'Check in within %{r} m of the place',
      streak: '%{n} in a row', count: '%{n} check-ins', hoursGoal: '%{n} check-ins earn %{hours} hours', hoursGranted: '%{hours} hours earned',
      historyEmpty: 'No check-ins yet', chartEmpty: 'No sign day yet', anyLocation: 'Anywhere', summary: '%{p} participants · %{o} sign days · %{c} check-ins · %{d} reached',
      pickStudents: 'Search students by name or number', window: '%{from}–%{to}', everyWeek: 'Every %{days}',
    },
  },
};
