/**
 * English messages: honours and employment (issue 21; spec §2 /honors, /employment) — the page
 * texts 'honours', key for key as zh-CN/honours.ts.
 */
export default {
  honours: {
    title: { honours: 'Honours', employment: 'Employment', my_honours: 'My honours', my_employment: 'My employment' },
    tabs: { list: 'Records', stats: 'Statistics' },
    level: { 1: 'National', 2: 'Provincial', 3: 'Municipal', 4: 'University', 5: 'School' },
    jobKind: { 1: 'Employment', 2: 'Internship' },
    status: { 1: 'Under review', 2: 'Approved', 3: 'Rejected' },
    fields: {
      studentName: 'Student', studentCode: 'Student no.', collegeName: 'College', title: 'Honour', employer: 'Employer', level: 'Level', issuer: 'Awarded by',
      job: 'Role', jobKind: 'Kind', date: 'Date awarded', startDate: 'Start date', endDate: 'End date', period: 'Period', remarks: 'Notes', files: 'Evidence',
      status: 'Status', opinion: 'Review opinion',
    },
    list: { search: 'Name, no. or title', all: 'All', export: 'Export', empty: 'No records' },
    export: { title: 'Export records', running: 'Exporting…', download: 'Download', done: '%{rows} records exported', close: 'Close' },
    stats: { total: 'Approved', pending: 'Waiting for review', count: 'Count', by_level: 'By level', by_kind: 'By kind', by_college: 'By college' },
    my: {
      declare: 'Declare', declare_honour: 'Declare an honour', declare_employment: 'Declare employment or an internship', submit: 'Submit', cancel: 'Cancel',
      saved: 'Submitted for review', failed: 'Could not submit', empty_honours: 'No honours yet — tap Declare to add one',
      empty_employment: 'No employment or internships yet — tap Declare to add one', rejected: 'Rejected: %{opinion}',
    },
    show: {
      pass: 'Approve', reject: 'Reject', reject_title: 'Reject the declaration', reason: 'Reason', passed: 'Approved', rejected: 'Rejected', no_files: 'None uploaded',
      history: 'Review history', no_history: 'No review yet', history_step: ' (%{step})', history_system: 'System', history_opinion: 'Opinion: %{opinion}',
      load_failed: 'Could not load the record', retry: 'Retry',
    },
  },
};
