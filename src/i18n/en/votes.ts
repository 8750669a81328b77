/**
 * en messages: Votes (issue 21 "Votes"; spec §2 /vote) — the page texts 'votes', keys as zh-CN/votes.ts.
 */
export default {
  votes: {
    title: { list: 'Vote management', audit: 'Vote review', add: 'New vote', edit: 'Edit vote', show: 'Vote details', auditShow: 'Vote review details', mine: 'My votes', results: 'Results' },
    fields: {
      title: 'Title', description: 'Description', scopeType: 'Who votes', scopeId: 'College/class', maxChoices: 'Choices per voter', startTime: 'Starts', endTime: 'Ends',
      status: 'Status', phase: 'Progress', candidateCount: 'Candidates', voterCount: 'Voters', creatorName: 'Created by', createTime: 'Created', window: 'Voting window',
      step: 'Current step', waitTime: 'Waiting', candidates: 'Candidates', name: 'Name', statement: 'Statement', photo: 'Photo', votes: 'Votes', rank: 'Rank',
      voters: 'Voters', ballots: 'Ballots', opinion: 'Review opinion', actions: 'Actions',
    },
    status: { 1: 'Under review', 2: 'Rejected', 3: 'Published' },
    scope: { 1: 'Whole school', 2: 'College', 3: 'Class' },
    phase: { none: 'Not published', upcoming: 'Not started', open: 'Voting', closed: 'Closed' },
    action: {
      add: 'New vote', edit: 'Edit', view: 'View', review: 'Review', pass: 'Pass', reject: 'Reject', save: 'Submit for review', cancel: 'Cancel', addCandidate: 'Add candidate',
      remove: 'Remove', upload: 'Upload photo', export: 'Export results', vote: 'Vote', confirm: 'Confirm vote', back: 'Back',
    },
    hint: {
      choose: 'Choose up to %{n} candidates (%{count} chosen)', voted: 'You have voted. Thank you!', votedShort: 'Voted', notOpen: 'Voting has not started', closed: 'Voting has closed', live: 'Live results',
      final: 'Final results', confirmBallot: 'Vote for these candidates? A ballot cannot be changed.', confirmReject: 'The creator may edit and resubmit a rejected vote.', rejectReason: 'Reason for rejecting',
      noPhoto: 'No photo', scopeSchool: 'Every student may vote', resultsLater: 'Results are shown when voting closes', mineEmpty: 'No votes open to you', sent: 'Submitted for review',
      done: 'Your vote is in', decided: 'Decided', published: 'A published vote cannot be changed', removeCandidate: 'Remove candidate "%{name}"?',
    },
  },
};
