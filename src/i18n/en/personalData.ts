/** en messages: personal data log (/system/personalDataLog, issue 14 defect 8). */
import type { Catalogue } from '../catalogue';
import type zh from '../zh-CN/personalData';

export default {
  resources: {
    personalDataViews: { name: 'Personal data log' },
  },
  personalData: {
    log: {
      title: 'Personal data log',
      subtitle: 'Every time a student’s ID number and mobile, or a staff member’s mobile, were shown or exported in full',
      col: { createdAt: 'Time', userName: 'Viewed by', action: 'Action', target: 'Subject', ip: 'IP' },
      action: { view: 'View', export: 'Export' },
      students: '%{count} students',
      filter: {
        label: 'Filter: %{summary}',
        separator: '; ',
        pair: '%{field}: %{value}',
        at_least: 'at least %{min}',
        at_most: 'at most %{max}',
        between: '%{min} to %{max}',
        unknown_unit: 'ID %{id}',
        field: {
          name: 'Name',
          code: 'Student number',
          status: 'Status',
          campusId: 'Campus',
          collegeId: 'College',
          majorId: 'Major',
          classId: 'Class',
          grade: 'Grade',
          hours: 'Hours',
          credit: 'Integrity',
          score: 'Score/credit',
        },
      },
      staff: '%{who} (staff)',
      empty: 'No records yet',
      loading: 'Loading records',
      none: '-',
    },
  },
} satisfies Catalogue<typeof zh>;
