/** English messages: Party & League work (issue 20 /ideology and My Party & League). */
export default {
  /** The CrudList pages' resources: their names and the 操作 column. */
  resources: {
    studios: { name: 'Studios', fields: { actions: 'Actions' } },
    regularMeetings: { name: 'Branch meetings', fields: { actions: 'Actions' } },
    thematicMeetings: { name: 'Thematic meetings', fields: { actions: 'Actions' } },
    ideologyActivities: { name: 'Activities', fields: { actions: 'Actions' } },
    ideologyBanners: { name: 'Banners', fields: { actions: 'Actions' } },
  },
  ideology: {
    title: {
      overview: 'Party & League overview', roster_1: 'League members', roster_2: 'Party members', review_1: 'League membership reviews', review_2: 'Party membership reviews', fees: 'Dues',
      studio: 'Studios', banner: 'Banners', meeting_regular: 'Branch meetings', meeting_thematic: 'Thematic meetings', advanced_1: 'League awards', advanced_2: 'Party awards',
      found: 'New activity', examine: 'Activity review', second: 'Second review', grant: 'Grant hours', mine: 'My Party & League',
    },
    f: {
      name: 'Name', code: 'Number', collegeName: 'College', branchId: 'Branch', branchName: 'Branch name', stage: 'Stage', stageDate: 'Since', actions: 'Actions', reason: 'Reason',
      fromStage: 'Current stage', toStage: 'Applied stage', applyTime: 'Applied', step: 'Step', kind: 'Kind', month: 'Month', amount: 'Amount (yuan)', paidAt: 'Paid', months: 'Months owed',
      fromMonth: 'From month', toMonth: 'To month', memberId: 'Member no.', studioName: 'Studio', leaderId: 'Leader', memberIds: 'Members', description: 'Description', title: 'Title',
      fileId: 'Image', link: 'Link', orderId: 'Order', enabled: 'Shown', startTime: 'Start', endTime: 'End', place: 'Place', agenda: 'Agenda', attendance: 'Signed in',
      minutes: 'Minutes', photo: 'Upload photo', markAttendance: 'Mark attendance', hours: 'Hours', year: 'Year', nominateEnd: 'Nominations close', publicityStart: 'Publicity from',
      publicityEnd: 'Publicity to', publicity: 'Publicity', phase: 'Phase', nominations: 'Approved/nominated', category: 'Category', nominee: 'Nominee', status: 'Status', awarded: 'Result',
      selectionId: 'Campaign no.', activityName: 'Activity', participantIds: 'Participants', content: 'Content', submit: 'Submit', userId: 'Person',
    },
    kind: { 1: 'Youth League', 2: 'Party' },
    stage: {
      1: { 1: 'League applicant', 2: 'League activist', 3: 'Candidate', 4: 'League member', 5: 'Left (over age)' },
      2: { 1: 'Party applicant', 2: 'Party activist', 3: 'Candidate', 4: 'Probationary member', 5: 'Full member' },
    },
    meetingKind: { 1: 'Branch assembly', 2: 'Committee meeting', 3: 'Group meeting', 4: 'Party lecture', 5: 'League lecture', 6: 'League theme day', 7: 'Party theme day', 8: 'Thematic meeting' },
    category: { 1: 'Outstanding Party member', 2: 'Outstanding League member', 3: 'Outstanding League cadre', 4: 'Advanced League branch' },
    phase: { 1: 'Nominating', 2: 'Reviewing', 3: 'Publicity', 4: 'To publish', 5: 'Published' },
    applicationStatus: { 1: 'Under review', 2: 'Approved', 3: 'Rejected', 4: 'Refused' },
    activityStatus: { 1: 'Draft', 2: 'First review', 3: 'Second review', 4: 'Approved', 5: 'Rejected', 6: 'Refused', 7: 'Hours granted' },
    overview: {
      league: 'League members and candidates', party: 'Party members and candidates', pending: 'Applications under review', arrears: 'Owing this year / amount',
      stages_1: 'League members by stage', stages_2: 'Party members by stage', count: 'People', meetings: 'Upcoming meetings', no_meetings: 'No upcoming meetings', activities: 'Activities by status',
    },
    roster: {
      applications: 'Applications', no_applications: 'No applications', add_branch_1: 'New League branch', add_branch_2: 'New Party branch', add_1: 'New League member', add_2: 'New Party member',
      pending: 'under review', apply: 'Apply for next stage', move: 'Change branch', empty: 'No members yet', tab_roster: 'Roster', tab_review: 'Reviews',
    },
    action: { detail: 'Details', retry: 'Retry' },
    load_failed: 'Could not load',
    saved: 'Saved',
    empty_queue: 'Nothing to review',
    fees: {
      export: 'Export arrears', export_running: 'Exporting…', export_download: 'Download', export_done: 'Export finished', rule_hint: 'Monthly dues per stage; a stage at 0 pays nothing.',
      per_month: 'yuan/month', pay: 'Record payment', no_arrears: 'Nobody owes dues', tab_rule: 'Rule', tab_payments: 'Payments', tab_arrears: 'Arrears',
    },
    studio: { edit: 'Edit studio', create: 'New studio', name: 'Studio' },
    banner: { edit: 'Edit banner', create: 'New banner', name: 'Banner', shown: 'Shown', hidden: 'Hidden', file_hint: 'Upload an image' },
    meeting: {
      edit: 'Edit meeting', create: 'New meeting', qr: 'Sign-in QR code', qr_hint: 'Members scan it or type the code on My Party & League', attendees: '%{count} signed in', mark: 'Mark',
      save_minutes: 'Save minutes', hours_rule: 'Attending grants ideology hours', name: 'Meeting', has_minutes: 'Recorded', no_minutes: 'Not recorded',
    },
    advanced: { create: 'New campaign', publish: 'Publish result', nominate: 'Nominate', awarded: 'Awarded', tab_campaigns: 'Campaigns', tab_nominations: 'Nominations & publicity', tab_review: 'Nomination reviews' },
    activity: {
      edit: 'Edit activity', create: 'New activity', submit: 'Submit for review', name: 'Activity', confirm_grant: 'Grant %{hours} hours to the %{count} participants of "%{name}"? This cannot be undone.',
      granted: 'Granted to %{count}', none_to_grant: 'No activities waiting for hours', grant: 'Grant hours',
    },
    mine: {
      pending: 'Application for %{stage} under review', apply: 'Apply to become %{stage}', join: 'Apply to join', join_button: 'Apply', meetings: 'My meetings', no_meetings: 'No meetings',
      signed: 'Signed in', code: 'Sign-in code', sign: 'Sign in', dues: 'Dues', no_dues: 'Nothing owed this year', owing: '%{kind}: %{months} owe %{amount} yuan',
    },
  },
};
