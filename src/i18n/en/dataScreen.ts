/** en messages: the big screen /dataV (issue 6). */
import type { Catalogue } from '../catalogue';
import type zh from '../zh-CN/dataScreen';

export default {
  dataScreen: {
    title: 'Second Classroom Data Screen',
    page_label: '%{school} second classroom data screen',
    last_refresh: 'Updated %{time}',
    refreshing: 'Loading data…',
    refresh_every: 'Refreshes every 60 s',
    fullscreen: { enter: 'Full screen', exit: 'Exit full screen' },
    empty: 'No data',
    counters: {
      label: 'Live figures',
      studentCount: 'Students',
      activityCount: 'Activities',
      activityEnrollCount: 'Participations',
      hoursApplyCount: 'Self-declarations',
      waitAuditCount: 'Under review',
      progressingCount: 'In progress',
    },
    units: { person: '', item: '', times: '' },
    trend: {
      title: 'Activities, last 7 days',
      aria: 'Line chart of activities over the last 7 days',
      waitAuditCount: 'Submitted',
      progressingCount: 'In progress',
      waitFinishCount: 'Awaiting completion',
    },
    category: {
      title: 'Activities by category',
      aria: 'Donut chart of activities by category',
      total: 'Activities',
    },
    reach: {
      title: 'Reach rate by college',
      aria: 'Bar chart of reach rates by college',
      series: 'Reach rate',
      average: 'School-wide %{rate}',
    },
    radar: {
      title: 'Average by activity type',
      aria: 'Radar chart of average hours by activity type',
      avgHours: 'Average hours',
      maxHours: 'Maximum hours',
    },
    hot: {
      title: 'Popular activities',
      name: 'Activity',
      org: 'Organiser',
      status: 'Status',
      enroll: 'Enrolled',
      start: 'Starts',
    },
    guide: {
      title: 'Guidance hours ranking',
      rank: 'Rank',
      teacher: 'Teacher',
      college: 'Unit',
      activities: 'Activities',
      hours: 'Guidance hours',
      placeholder: 'To be listed',
    },
    awards: {
      title: 'Student awards',
      student: 'Student',
      student_code: '%{name} (%{code})',
      project: 'Project',
      option: 'Level',
      hours: 'Hours',
      time: 'Awarded',
    },
    mismatch: {
      title: 'Different school',
      text: 'The link is for school %{linked}, but you are signed in to %{school}. The data screen shows only the signed-in school; sign in with an account of that school to open it.',
      open_own: "Open my school's data screen",
    },
  },
} satisfies Catalogue<typeof zh>;
