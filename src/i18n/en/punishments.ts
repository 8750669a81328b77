/**
 * en messages: punishments (issue 21; spec §2 /communist/punishment list, edit, detail, cancel) —
 * the page texts 'punishments', the same keys as zh-CN/punishments.ts.
 */
export default {
  punishments: {
    all: 'All',
    level: { 1: 'Warning', 2: 'Serious warning', 3: 'Demerit', 4: 'Probation', 5: 'Expulsion' },
    status: { 1: 'In force', 2: 'Cancelled' },
    title: {
      list: 'Punishments', cancel: 'Cancel punishments', cancellable: 'Cancellable', cancelled: 'Cancelled', create: 'New punishment', edit: 'Edit punishment',
      detail: 'Punishment', mine: 'My punishments',
    },
    fields: {
      search: 'Student', search_placeholder: 'Name or student number', level: 'Level', status: 'Status', name: 'Name', code: 'Student number',
      collegeName: 'College and class', college: 'College', documentNo: 'Document number', punishedOn: 'Date', deducted: 'Integrity deducted', cancelReason: 'Reason for cancelling',
      cancelledAt: 'Cancelled', actions: 'Actions', studentCode: 'Student number', reason: 'Reason', evidence: 'Evidence', credit: 'Integrity now',
      blacklist: 'Blacklist', createdBy: 'Recorded by',
    },
    action: { create: 'New punishment', edit: 'Edit', view: 'View', cancel: 'Cancel', save: 'Save' },
    cancel: {
      title: 'Cancel punishment', confirm: 'Cancelling the %{level} of %{name} gives back the %{points} integrity points it took. ',
      lifts: 'The blacklisting it caused ends as well.', reason: 'Reason for cancelling', reason_required: 'Please give the reason for cancelling',
      submit: 'Cancel punishment', done: 'Punishment cancelled',
    },
    done: { saved: 'Punishment saved' },
    edit: {
      cancelled: 'This punishment is cancelled and can no longer be edited.', student: 'Student: %{name} (%{code}) %{college}',
      document_placeholder: 'e.g. Student Affairs [2026] No. 12', effect: 'Saving deducts %{points} from the student’s integrity (not below 0). ',
      blacklists: 'This level also puts the student on the blacklist until the punishment is cancelled.',
    },
    detail: {
      missing: 'No punishment given', heading: 'Punishment of %{name}', deducted: '%{points} deducted', blacklisted: 'On the blacklist because of it',
      lifted: 'Was on the blacklist; lifted with the cancellation', not_blacklisted: 'Not listed', no_files: 'None',
    },
    mine: { none: 'No punishments', line: 'Document %{doc} · integrity deducted %{points}', cancelled: 'Cancelled: %{reason}' },
  },
};
