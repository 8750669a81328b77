/**
 * English messages: credit replacement (issue 21; spec §2 credit/replace, /system/confirmsubstitution)
 * — the page texts 'creditReplace', the same keys as zh-CN/creditReplace.ts.
 */
export default {
  creditReplace: {
    all: 'All', none: 'None', unit: 'hours', other: 'Other', no_cap: 'No cap', loading: 'Loading…',
    status: { 1: 'Under review', 2: 'Approved', 3: 'Rejected' },
    title: { rules: 'Replacement rules', list: 'Credit replacement records', queue: 'Credit replacement review', mine: 'Credit replacement', detail: 'Credit replacement request' },
    fields: {
      search: 'Student or achievement', search_placeholder: 'Name, student number or achievement', status: 'Status', college: 'College', rule: 'Rule', term: 'Term',
      student: 'Student', studentCode: 'Student no.', name: 'Achievement', issuer: 'Issued by', certificateNo: 'Certificate no.', achievedOn: 'Date obtained',
      classify: 'Hours category', hours: 'Hours asked', grantedHours: 'Hours granted', createdAt: 'Submitted', decidedAt: 'Decided', opinion: 'Review opinion',
      remarks: 'Notes', files: 'Evidence', history: 'Review history', academicYear: 'Academic year', actions: 'Actions',
    },
    rules: {
      col_name: 'Achievement', col_yearCap: 'Yearly cap', add: 'New rule', edit: 'Edit', create_title: 'New replacement rule', edit_title: 'Edit replacement rule', name: 'Achievement (e.g. CET-6)', classify: 'Counts into category',
      hours: 'Hours per achievement', yearCap: 'Yearly cap (hours)', yearCap_hint: 'Most hours per student and academic year; blank: no cap', enabled: 'Enabled', disabled: 'Disabled', evidence: 'Evidence required',
      evidence_yes: 'Required', evidence_no: 'Not required', remarks: 'Notes', requestCount: 'Requests', save: 'Save', cancel: 'Cancel', saved: 'Rule saved',
      empty: 'No replacement rules yet. Click “New rule” to add one', confirm_disable: 'Students will no longer be able to apply under “%{name}” (existing requests stay). Disable it?',
      confirm_title: 'Disable rule',
    },
    stats: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', grantedHours: 'Hours granted', by_rule: 'Hours granted by rule', no_approved: 'No approved replacements yet' },
    action: { export: 'Export', view: 'View', review: 'Review', pass: 'Approve', reject: 'Reject', back: 'Back to list' },
    export: { title: 'Export credit replacement records', running: 'Exporting…', download: 'Download', done: 'Export finished' },
    review: {
      opinion_required: 'A reason is required to reject', passed: 'Approved; the hours are counted', rejected: 'Rejected', not_auditor: 'This request is under review; you are not an auditor of its current step',
      decided: 'This request has been decided', granted: '%{hours} hours granted', opinion: 'Opinion (required to reject)', evidence_none: 'No evidence uploaded',
    },
    queue: { empty: 'No credit replacement requests waiting for review', pending_only: 'Pending only' },
    my: {
      apply: 'Apply', empty: 'No credit replacement requests yet. Language or computer certificates, MOOC courses and other achievements can be counted as hours here',
      dialog_title: 'Apply for credit replacement', rule: 'Rule', rule_hint: '%{classify} · %{hours} hours%{cap}', cap: ' · at most %{cap} hours per academic year',
      other_option: 'Other (propose the hours; reviewed)', other_hours: 'Hours asked (at most %{max})', submit: 'Submit', cancel: 'Cancel', saved: 'Submitted; waiting for review',
      failed: 'Submission failed, please try again later', evidence_required: 'This rule requires evidence', rejected: 'Rejected: %{opinion}', granted: '%{hours} hours counted',
      waiting: 'Under review', files_hint: 'Photos of the certificate or score report',
    },
  },
};
