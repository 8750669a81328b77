/** English messages: the review pages of issue 4 and the to-do statistics — the twins of zh-CN/audits.ts. */
import type { Catalogue } from '../catalogue';
import type zh from '../zh-CN/audits';
import type { queueColumns as zhQueueColumns } from '../zh-CN/audits';

/** The columns every review queue ends with — the twin of zh-CN's `queueColumns`. */
export const queueColumns = { step: 'Current step', waitTime: 'Waiting', actions: 'Actions' } satisfies Catalogue<typeof zhQueueColumns>;

export default {
  resources: {
    firstAudits: {
      name: 'Activity review',
      fields: {
        name: 'Activity', orgName: 'Organisation', classifyName: 'Module', hours: 'Hours', applicant: 'Applicant',
        applyTime: 'Applied at', ...queueColumns,
      },
    },
    reportAudits: {
      name: 'Completion review',
      fields: {
        name: 'Activity', orgName: 'Organisation', classifyName: 'Module', hours: 'Hours', participantCount: 'Participants',
        totalHours: 'Total hours', applicant: 'Applicant', applyTime: 'Submitted at', ...queueColumns,
      },
    },
    blacklistAppeals: {
      name: 'Blacklist appeals',
      fields: {
        name: 'Name', code: 'Student no.', collegeName: 'College', className: 'Class', blacklistReason: 'Listed for',
        reason: 'Appeal', endsAt: 'Listed until', applyTime: 'Appealed at', status: 'State', opinion: 'Opinion', actions: 'Actions',
      },
    },
    needDealt: {
      name: 'To-do statistics',
      fields: {
        sourceType: 'Type', taskName: 'Item', stepName: 'Current step', organizationName: 'Organisation', userName: 'Applicant',
        applyTime: 'Applied at', auditorName: 'Auditors', waitTime: 'Waiting',
      },
    },
  },
  audits: {
    title: { first: 'Activity review', report: 'Completion review', appeal: 'Blacklist appeal review', needDealt: 'To-do statistics' },
    scope: { label: 'Scope', mine: 'My to-dos', all: 'All' },
    filters: {
      name: 'Activity',
      name_placeholder: 'Activity name',
      status: 'Appeal state',
      status_all: 'All states',
      source_type: 'Type',
      source_all: 'All types',
      auditor: 'Auditor',
      auditor_all: 'All auditors',
    },
    action: {
      pass: 'Pass',
      reject: 'Reject',
      refuse: 'Refuse',
      batch_pass: 'Pass selected',
      batch_reject: 'Reject selected',
      batch_refuse: 'Refuse selected',
      open: 'Handle',
    },
    dialog: {
      title: { pass: 'Pass', reject: 'Reject', refuse: 'Refuse the report' },
      targets: '%{count} item(s): %{names}',
      confirm_pass: 'Pass the %{count} selected item(s)?',
      opinion_optional: 'Opinion (optional)',
      reason: { reject: 'Reason for rejecting', refuse: 'Reason for refusing' },
      reason_placeholder: 'The applicant will see this reason',
    },
    consequence: {
      first_pass: 'The activity moves to the next step; after the last step it awaits enrollment.',
      first_reject: 'Rejected: the activity goes back to its organiser, who may edit and resubmit it.',
      report_pass: 'The report moves to the next step; after the last step the participants receive their hours.',
      report_reject: 'Rejected: it may be corrected and resubmitted',
      report_refuse: 'Refused: the activity failed, no hours are issued',
      appeal_pass: 'The student will be removed from the blacklist.',
      appeal_reject: 'The student stays on the blacklist and sees the reason.',
    },
    validation: { reject: 'A reason is required to reject', refuse: 'A reason is required to refuse' },
    done: '%{count} item(s) handled',
    done_granted: '%{count} item(s) handled; hours issued to %{granted} student(s)',
    step: '%{no}/%{count} %{name}',
    people: '%{count}',
    appeal_pending_only: 'Only pending appeals can be handled',
  },
} satisfies Catalogue<typeof zh>;
