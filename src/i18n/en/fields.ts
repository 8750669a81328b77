/** en messages: publicity fields and the organisation schedule (issue 21, /system/field/*, /system/schedule/organ). */
const applyFields = {
  fieldId: 'Field', fieldName: 'Field', organizationId: 'Organisation', organizationName: 'Organisation', collegeName: 'College', applicantName: 'Applicant',
  period: 'Period', startDate: 'Start date', endDate: 'End date', purpose: 'Purpose', content: 'Content', status: 'Status', opinion: 'Opinion', createTime: 'Applied at', actions: 'Actions',
};

export default {
  resources: {
    publicityFields: {
      name: 'Publicity fields',
      fields: {
        name: 'Name', kind: 'Kind', kindName: 'Kind', location: 'Location or account', collegeId: 'College', collegeName: 'College', capacity: 'Capacity (per day)',
        rules: 'Rules', enabled: 'Enabled', upcoming: 'Approved, not ended', pending: 'Pending', actions: 'Actions', photos: 'Photos',
      },
    },
    fieldApplications: { name: 'Field applications', fields: applyFields },
  },
  fields: {
    title: { list: 'Publicity fields', add: 'Add a field', edit: 'Edit field', show: 'Field details', apply: 'Field applications', applyShow: 'Field application', schedule: 'Organisation schedule' },
    kind: { 1: 'Notice board', 2: 'Display board', 3: 'LED screen', 4: 'WeChat post', 5: 'Website column', 6: 'Campus radio', 7: 'Showcase' },
    status: { 1: 'Pending', 2: 'Approved', 3: 'Rejected', 4: 'Withdrawn' },
    filters: { name: 'Name/location', name_placeholder: 'Field name or location', all_kinds: 'All kinds', all_fields: 'All fields', all_colleges: 'All colleges', all_status: 'All statuses', keyword: 'Purpose/organisation/field', mine: 'Waiting for me' },
    enabled: { 1: 'Enabled', 0: 'Disabled' },
    schoolWide: 'Whole school',
    capacityHint: 'Approved applications a day may hold',
    photosHint: 'Up to 9 photos, jpg/png/gif',
    filesHint: 'Up to 9 attachments, 5 MB each',
    action: {
      add: 'Add a field', edit: 'Edit', delete: 'Delete', export: 'Export', show: 'View', apply: 'Apply', save: 'Save', cancel: 'Cancel', upload: 'Upload photos',
      attach: 'Attach files', pass: 'Approve', reject: 'Reject', withdraw: 'Withdraw', submit: 'Submit', removeFile: 'Remove',
    },
    confirm: { delete: 'Delete the field “%{name}”? A field with applications cannot be deleted; disable it instead.', withdraw: 'Withdraw this application?',
      pass: 'Approve the application of “%{organization}” to use “%{field}” on %{period}?',
      reject: 'Reject the application of “%{organization}” to use “%{field}” on %{period}? The applicant will see your opinion.',
    },
    done: { saved: 'Saved', deleted: 'Deleted', applied: 'Application submitted for review', passed: 'Approved', rejected: 'Rejected', withdrawn: 'Withdrawn' },
    empty: { fields: 'No publicity fields yet: add one', applications: 'No field applications', bookings: 'No approved use coming up', overlapping: 'No other approved application in this period', options: 'You have no organisation to apply for' },
    export: { title: 'Export publicity fields', running: 'Exporting…', download: 'Download', done: '%{rows} rows exported' },
    show: {
      info: 'Details', rules: 'Rules', photos: 'Photos', timeline: 'Bookings', timelineHint: 'Approved applications, from 30 days ago', noRules: 'None', noPhotos: 'No photos',
      usage: '%{count}', capacity: 'Up to %{count} applications a day',
    },
    applyShow: {
      info: 'Application', files: 'Attachments', noFiles: 'No attachments', overlapping: 'Approved in the same period', overlappingHint: 'Capacity %{capacity} a day: check it is not exceeded before approving',
      decision: 'Decision', opinion: 'Opinion', opinionHint: 'A rejection needs a reason', history: 'History', step: '(%{step})', system: 'System', opinionLine: 'Opinion: %{opinion}',
      waiting: 'Waiting for review', notYours: 'This step is not yours to decide',
    },
    schedule: {
      year: 'Academic year', yearLabel: '%{year}-%{next}', subtitle: 'When each organisation process accepts applications; a process without a window is open all year', windows: 'Windows', timeline: 'Timeline',
      process: 'Process', from: 'From', to: 'To', remarks: 'Remarks', open: 'Open', closed: 'Closed', notSet: 'Not set (open all year)', save: 'Save schedule',
      saved: 'Saved', clear: 'Clear', today: 'Today', openNow: 'Open now (until): %{names}', noneOpen: 'No organisation process is open now',
    },
    scheduleKind: { 1: 'Founding', 2: 'Annual registration', 3: 'Annual review', 4: 'Appraisal', 5: 'Deregistration' },
  },
};
