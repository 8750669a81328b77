/** en messages: the admin dashboard /dashboard (issue 6; spec §2 "Admin dashboard", §8, §9). */
import type { Catalogue } from '../catalogue';
import type zh from '../zh-CN/dashboard';

export default {
  dashboard: {
    title: 'Overview',
    loading: 'Data is being prepared, please wait…',
    empty: 'No data',
    view_all: 'View all',
    more: 'More',
    close: 'Close',
    welcome_line: 'Hello, %{name}',
    counters: {
      studentCount: 'Students',
      operatorCount: 'Teachers',
      organizationCount: 'Organisations',
      activityCount: 'Activities',
      activityEnrollCount: 'Participation',
      hoursApplyCount: 'Declarations',
      waitAuditCount: 'In review',
      progressingCount: 'In progress',
    },
    units: { people: '', items: '', times: '', applies: '' },
    popup: {
      students: {
        name: 'Name', code: 'Student no.', collegeName: 'College', majorName: 'Major', className: 'Class', grade: 'Grade', hours: 'Hours',
      },
      activities: {
        name: 'Activity', orgName: 'Organiser', classifyName: 'Module', status: 'Status', hours: 'Hours', startTime: 'Start', enrollCount: 'Participants',
      },
      applies: {
        userName: 'Name', code: 'Student no.', projectName: 'Project', optionName: 'Award level', hours: 'Hours', status: 'Status', applyTime: 'Declared at',
      },
    },
    source_type: {
      1: 'Activity review', 2: 'Completion review', 3: 'Declaration review', 4: 'Blacklist appeal',
      5: 'Volunteer team review', 6: 'Volunteer activity review', 7: 'Volunteer hours review',
      8: 'Practice proposal review', 9: 'Practice completion review',
      10: 'Organisation founding review', 11: 'Organisation registration review', 12: 'Organisation annual review',
      13: 'Organisation appraisal review', 14: 'Organisation deregistration review', 15: 'Venue booking review',
      16: 'League membership review', 17: 'Party membership review', 18: 'Outstanding-member selection review', 19: 'Party/League activity review', 20: 'Party/League activity hours review',
      27: 'Vote publishing review',
      31: 'Evaluation project application review',
      21: 'Innovation project approval review', 22: 'Innovation project mid-term review', 23: 'Innovation project completion review', 24: 'Competition result review', 25: 'Incubation review', 26: 'Course opening review', 32: 'Hours adjustment review',
      28: 'Honour review', 29: 'Employment review',
      30: 'Credit replacement review',
      33: 'Moment review',
      34: 'Work journal review',
      35: 'Field application review',
    },
    needDealt: {
      title: 'To-do',
      empty: 'No pending items',
      oldest: 'Oldest: %{name}',
      view: 'View',
      oldest_title: 'Oldest items',
      popup_title: '%{type} to-do',
      taskName: 'Item',
      userName: 'Applicant',
      organizationName: 'Organisation',
      applyTime: 'Applied at',
      waitTime: 'Waiting',
      // Issue 18 item 5: the caller's own tasks beside the school's (to-do statistics).
      school_total: 'Mine: %{mine} · whole school: %{total} (to-do statistics)',
    },
    pending: {
      title: 'Teacher to-do',
      sourceType: 'Type',
    },
    realtime: {
      title: 'Live activities',
      name: 'Activity', orgName: 'Organiser', classifyName: 'Module', status: 'Status', time: 'Time',
    },
    ranking: {
      title: 'Guidance hours ranking',
      rank: 'Rank', teacherName: 'Teacher', organizationName: 'College', createActivityNum: 'Activities', guidanceHours: 'Guidance hours',
      placeholder: 'To be listed',
    },
    volunteer: {
      title: 'Volunteer organisations',
      TeamName: 'Organisation', activityCount: 'Activities', memberCount: 'Members',
    },
    credit: {
      title: 'Student integrity',
      userName: 'Name', userCode: 'Student no.', credit: 'Integrity', unFaithNumdo: 'No-shows',
    },
    awards: {
      title: 'Student awards',
      userName: 'Name', projectName: 'Project', optionName: 'Award level', hours: 'Hours', applyTime: 'Time',
    },
    reach: {
      title: 'Hours reach rate',
      grade: 'Grade',
      grade_all: 'All grades',
      series: 'Reach rate',
      tooltip: 'Reached %{reach}/%{total}',
    },
    week: {
      title: 'Last 7 days',
      waitAuditCount: 'Awaiting review',
      progressingCount: 'In progress',
      waitFinishCount: 'Awaiting completion',
    },
    pie: { title: 'Activities by module' },
    radar: {
      title: 'Average hours by module',
      avg: 'Average hours',
      max: 'Highest hours',
      default_categories: 'Ideology,Culture,Skills,Volunteering,Innovation',
    },
    colleges: {
      title: 'Colleges at a glance',
      term_title: 'Colleges this term',
      name: 'College', activityCount: 'Activities', enrollCount: 'Participation', waitFinishCount: 'Awaiting completion', reachRate: 'Reach rate',
    },
    grade_reach: { title: 'Reach rate by grade', series: 'Reach rate' },
    status: { title: 'Activities by status' },
  },
} satisfies Catalogue<typeof zh>;
