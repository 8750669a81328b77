/**
 * en messages: hours adjustments (issue 21; spec §2 /communist/count, plus, sub) — the page texts
 * 'adjustments', the same keys as zh-CN/adjustments.ts.
 */
export default {
  adjustments: {
    all: 'All', none: 'None', unit: ' h', students_line: '%{names} (%{count} in all)',
    direction: { 1: 'Add hours', 2: 'Subtract hours' },
    status: { 1: 'Under review', 2: 'Approved', 3: 'Rejected' },
    title: { count: 'Hours adjustments', plus: 'Add hours', sub: 'Subtract hours', detail: 'Hours adjustment request' },
    fields: {
      search: 'Student or reason', search_placeholder: 'Name, number or reason', direction: 'Type', status: 'Status', hours: 'Hours each', students: 'Students',
      classifyName: 'Category', termName: 'Term', reason: 'Reason', requestedByName: 'Requested by', createdAt: 'Requested', actions: 'Actions', evidence: 'Evidence',
      code: 'Student number', name: 'Name', collegeName: 'College and class', hoursNow: 'Total hours now', history: 'Review history', opinion: 'Opinion',
      studentCodes: 'Student numbers', hours_each: 'Hours per student',
    },
    action: { export: 'Export', review: 'Review', view: 'View', pass: 'Approve', reject: 'Reject', submit: 'Submit for review', to_ledger: 'Open the ledger' },
    review: {
      opinion_required: 'A rejection needs a reason', passed: 'Approved: the corrections are in the hours ledger', rejected: 'Rejected',
      not_auditor: 'This request waits for a school administrator’s review.',
    },
    export: { title: 'Export the hours adjustments', running: 'Exporting…', download: 'Download', done: '%{rows} rows exported' },
    stats: {
      pending: 'Under review', approved: 'Approved', rejected: 'Rejected', plusHours: 'Hours added (student-hours)', subHours: 'Hours subtracted (student-hours)',
      by_classify: 'Approved adjustments by category', no_approved: 'No approved adjustments yet',
    },
    form: {
      hint_plus: 'Add hours for one or more students. A school administrator reviews the request; once approved it enters the hours ledger as a correction.',
      hint_sub: 'Subtract hours from one or more students. Students without enough hours cannot be included; once approved it enters the ledger as a correction.',
      codes_placeholder: 'One student number per line, or separated by commas', codes_count: '%{count} students entered',
    },
    done: { submitted: 'Submitted for review' },
  },
};
