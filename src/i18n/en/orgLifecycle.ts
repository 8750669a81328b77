/** English messages: the organisation lifecycle and volunteer teams (issue 19). */
export default {
  orgLifecycle: {
    title: {
      10: 'Founding review', 11: 'Registration review', 12: 'Annual review', 13: 'Appraisal review', 14: 'Deregistration review', 5: 'Volunteer team review',
      applications: 'Organisation applications', teams: 'Volunteer teams', mine: 'My organisations', detail: 'Application', team: 'Volunteer team',
    },
    kind: { 1: 'Founding', 2: 'Registration', 3: 'Annual review', 4: 'Appraisal', 5: 'Deregistration' },
    status: { 1: 'Pending', 2: 'Approved', 3: 'Rejected' },
    orgStatus: { 1: 'Active', 2: 'Deregistered' },
    fields: {
      name: 'Organisation', teamName: 'Team', kind: 'Type', status: 'Status', nature: 'Category', academicYear: 'Academic year', applicantName: 'Applicant',
      applyTime: 'Applied', step: 'Current step', waitTime: 'Waiting', actions: 'Actions', opinion: 'Opinion', organization: 'Organisation', parent: 'Parent',
      charter: 'Charter', advisor: 'Advisor', serviceArea: 'Service area', college: 'College', founders: 'Founders', founderCodes: 'Founders\' student numbers',
      founderHint: 'Separate numbers with commas or spaces; you (a student) lead it', activityCount: 'Activities this year', memberCount: 'Members',
      financeSummary: 'Finances', requestedStar: 'Stars asked for', requestedExcellent: 'Ask for the "excellent" title', reason: 'Reason', cancelReason: 'Why deregister',
      star: 'Stars', excellent: 'Excellent', registeredYear: 'Registered for', leader: 'Leader', members: 'Members', createdAt: 'Founded', code: 'Number', memberName: 'Name',
      isLeader: 'Role',
    },
    leader: 'Leader', member: 'Member', yes: 'Yes', none: 'None', all: 'All',
    filters: { name: 'Name', name_placeholder: 'Search by name', college: 'College', status: 'Status', kind: 'Type' },
    action: { save: 'Submit', cancel: 'Cancel', apply: 'Submit', new: 'New application', resubmit: 'Correct and resubmit', export: 'Export', view: 'View' },
    form: {
      title: 'Organisation application', resubmit_title: 'Correct and resubmit', choose_org: 'Choose an organisation', year_counts: 'Counted: %{activities} activities this year, %{members} members now',
      submitted: 'Submitted for review', no_orgs: 'You lead no organisation yet; you can apply to found one',
    },
    detail: {
      section_apply: 'Application', section_history: 'Review history', section_members: 'Members', section_apps: 'Applications', not_found: 'Application not found or not yours to see',
      team_not_found: 'Team not found or not yours to see', rejected_reason: 'Rejected: %{reason}', waiting: 'Waiting for review',
      history_step: ' (%{step})', system: 'System', opinion: 'Opinion: %{opinion}', no_history: 'No review history yet',
      stars: '%{n} stars',
    },
    consequence: {
      pass: 'Takes effect at once: a founding creates the organisation; registration, appraisal and deregistration update it.',
      reject: 'The applicant can correct it and resubmit.',
    },
    export: { title: 'Export volunteer teams', running: 'Exporting…', download: 'Download Excel', done: '%{rows} rows exported' },
    empty: { queue: 'Nothing waiting for review', list: 'No applications', teams: 'No volunteer teams', mine: 'You have not applied yet' },
  },
};
