/** en messages: the names the product writes into a school's data — the twins of zh-CN/builtIn.ts. */
import type { Catalogue } from '../catalogue';
import type zh from '../zh-CN/builtIn';

export default {
  builtIn: {
    roles: { admin: 'System administrator', teacher: 'Supervising teacher', auditor: 'Auditor', student: 'Student' },
    flows: { activity_two_steps: 'Activity review, two steps', report: 'Completion review', declare: 'Declaration review' },
    steps: { organization_first: 'Organisation review', league_second: 'Youth League review', auditor: 'Auditor review', leader: 'Organisation leader review' },
  },
} satisfies Catalogue<typeof zh>;
