/** en messages: the names the product writes into a school's data — the twins of zh-CN/builtIn.ts. */
import type { Catalogue } from '../catalogue';
import type zh from '../zh-CN/builtIn';

export default {
  builtIn: {
    roles: { admin: 'System administrator', teacher: 'Supervising teacher', auditor: 'Auditor', student: 'Student' },
    flows: {
      activity_two_steps: 'Activity review, two steps', report: 'Completion review', declare: 'Declaration review',
      kind_5: 'Volunteer team review', kind_6: 'Volunteer activity review', kind_7: 'Volunteer hours review',
      kind_8: 'Practice proposal review', kind_9: 'Practice completion review',
      kind_10: 'Organisation founding review', kind_11: 'Organisation registration review', kind_12: 'Organisation annual review',
      kind_13: 'Organisation appraisal review', kind_14: 'Organisation deregistration review', kind_15: 'Venue booking review',
      kind_16: 'League membership review', kind_17: 'Party membership review', kind_18: 'Outstanding-member selection review', kind_19: 'Party/League activity review', kind_20: 'Party/League activity hours review',
      kind_27: 'Vote publishing review',
      kind_31: 'Evaluation project application review',
      kind_21: 'Innovation project approval review', kind_22: 'Innovation project mid-term review', kind_23: 'Innovation project completion review', kind_24: 'Competition result review', kind_25: 'Incubation review', kind_26: 'Course opening review', kind_32: 'Hours adjustment review',
      kind_28: 'Honour review', kind_29: 'Employment review',
      kind_30: 'Credit replacement review',
      kind_33: 'Moment review',
      kind_34: 'Work journal review',
      kind_35: 'Publicity field application review',
    },
    classify: {
      ideology: 'Ideology', theory: 'Theory study', themed: 'Themed education', partyLeague: 'Party and League activities',
      innovation: 'Innovation & entrepreneurship', contests: 'Academic contests', startup: 'Start-up practice', research: 'Research training',
      skills: 'Skills', training: 'Skills training', certificates: 'Certificates',
      socialPractice: 'Social practice', summer: 'Summer social practice', winter: 'Winter social practice', survey: 'Social surveys',
      volunteering: 'Volunteering', service: 'Volunteer service', welfare: 'Public welfare',
      culture: 'Culture', campus: 'Campus culture', artsSports: 'Arts and sports contests', lectures: 'Lectures and talks',
      growth: 'Growth record', clubPosts: 'Club posts', honours: 'Honours',
    },
    /** Review history actions (AuditHistoryItem.action); in Chinese each feature's own wording is shown. */
    actions: {
      submit: 'Submitted', resubmit: 'Resubmitted', create: 'Created', update: 'Changed', approveStep: 'Approved', reject: 'Rejected',
      refuse: 'Refused', cancel: 'Cancelled', withdraw: 'Withdrawn', import: 'Imported', draw: 'Lottery drawn', backfill: 'Sign-ins added',
      enrollPass: 'Enrolment approved', enrollRefuse: 'Enrolment refused',
    },
    steps: { organization_first: 'Organisation review', league_second: 'Youth League review', auditor: 'Auditor review', leader: 'Organisation leader review' },
  },
} satisfies Catalogue<typeof zh>;
