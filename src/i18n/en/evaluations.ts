/** English messages: evaluations (issue 21) — the page texts 'evaluations', same keys as zh-CN. */
export default {
  evaluations: {
    title: {
      projects: 'Evaluation projects', applications: 'Applications', queue: 'Evaluation applications review', statistics: 'Evaluation statistics', mine: 'Rate activities',
      activityScores: 'Activity scores', ratings: 'Ratings',
    },
    fields: {
      name: 'Project name', description: 'Description', criteria: 'Criteria', startDate: 'Start date', endDate: 'End date', enabled: 'Enabled', period: 'Period',
      applied: 'Approved / applied', projectId: 'Evaluation project', organizationId: 'Organisation', reason: 'Reason', orgName: 'Organisation', projectName: 'Evaluation project',
      applicantName: 'Applicant', status: 'Status', opinion: 'Opinion', createTime: 'Submitted', step: 'Current step', waitTime: 'Waiting', actions: 'Actions',
      activityName: 'Activity', organiser: 'Organiser', endTime: 'Ended', starScore: 'Star score', count: 'Ratings', activityCount: 'Activities rated',
      studentName: 'Student', score: 'Stars', comment: 'Comment', stars: 'Ratings with 1–5 stars',
    },
    filters: {
      name: 'Name', activity: 'Activity', all: 'All', allProjects: 'All projects',
      project_placeholder: 'Project name', apply_placeholder: 'Organisation or project', activity_placeholder: 'Activity name',
    },
    hint: { criteria: 'One per line, at most 10' },
    action: {
      addProject: 'New evaluation project', editProject: 'Edit evaluation project', edit: 'Edit', delete: 'Delete', save: 'Save', cancel: 'Cancel', apply: 'Apply to take part',
      export: 'Export', hide: 'Hide comment', show: 'Show comment', submit: 'Submit rating',
    },
    state: { enabled: 'Enabled', disabled: 'Disabled' },
    applyStatus: { 1: 'Under review', 2: 'Approved', 3: 'Rejected' },
    audit: { pass: 'Once approved, ratings of the organisation’s activities count for this project.', reject: 'The applicant may change the application and apply again.' },
    by: { label: 'Group by', organization: 'By organisation', organiser: 'By organiser' },
    summary: {
      title: 'Overall', average: 'Average stars', total: 'Ratings', distribution: 'Star distribution',
      average_by_organization: 'Average stars by organisation', average_by_organiser: 'Average stars by organiser',
    },
    stars: '%{n} stars',
    noScore: 'Not rated yet',
    hidden: 'Hidden',
    confirm: { deleteProject: 'Delete the evaluation project “%{name}”? This cannot be undone.', hide: 'Hide this comment by %{name}? It will no longer be shown; its stars still count.', show: 'Show this comment by %{name} again?' },
    done: { deleted: 'Deleted', hidden: 'Comment hidden', shown: 'Comment shown again', rated: 'Thank you for your rating' },
    export: { title: 'Export evaluation statistics', running: 'Building the spreadsheet…', download: 'Download', done: '%{rows} rows exported', close: 'Close' },
    my: {
      window: 'You may rate an activity within %{days} days after it ends, once per activity.',
      pending: 'To rate (%{count})', done: 'My ratings', ended: 'ended %{time}', deadline: 'Rate before %{time}',
      comment_placeholder: 'How was it? (optional)', hidden: 'This comment was hidden by an administrator',
    },
    empty: {
      projects: 'No evaluation projects yet', applications: 'No applications yet', queue: 'No applications waiting for review', ratings: 'No ratings yet',
      activities: 'No ended activities', pending: 'Nothing to rate right now', done: 'You have not rated any activity yet',
    },
  },
};
