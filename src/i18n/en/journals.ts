/**
 * en messages: work journals and things to do (issue 21; spec §2 journal list/detail,
 * /communist/thing/list) — the page texts 'journals', keys as zh-CN/journals.ts.
 */
export default {
  journals: {
    title: { list: 'Work journals', add: 'Write a work journal', edit: 'Edit work journal', queue: 'Journal review', detail: 'Work journal', things: 'Things to do' },
    tabs: { list: 'Journals', stats: 'Statistics' },
    status: { 1: 'Under review', 2: 'Approved', 3: 'Rejected' },
    fields: {
      organization: 'Organisation', journalDate: 'Date', title: 'Title', content: 'Text', author: 'Author', files: 'Attachments', status: 'Status', opinion: 'Review opinion',
      createTime: 'Submitted', step: 'Current step', waitTime: 'Waiting', month: 'Month', actions: 'Actions',
    },
    list: { search: 'Title / organisation', all: 'All', write: 'Write journal', export: 'Export', empty: 'No work journals yet', files_hint: 'Up to 3 attachments: gif, jpeg, png, jpg, doc, docx, xls, xlsx or pdf, under 5 MB each' },
    export: { title: 'Export work journals', running: 'Exporting…', download: 'Download', done: '%{rows} journals exported', close: 'Close' },
    stats: { title: 'Journals per organisation, last six months', count: 'Journals', empty: 'No data' },
    form: {
      submit: 'Submit for review', resubmit: 'Resubmit', cancel: 'Cancel', saved: 'Submitted for review', failed: 'Could not submit', no_org: 'You lead or advise no organisation, so you cannot write work journals',
      content_count: '%{n}/5000 characters',
    },
    show: {
      pass: 'Approve', reject: 'Reject', reject_title: 'Reject work journal', reason: 'Reason', passed: 'Approved', rejected: 'Rejected', no_files: 'No attachments', edit: 'Edit and resubmit',
      history: 'Review history', no_history: 'No review yet', history_step: ' (%{step})', history_system: 'System', history_opinion: 'Opinion: %{opinion}',
      load_failed: 'Could not load the journal', retry: 'Retry', open: 'View',
    },
    audit: { pass: 'Approved journals are archived', reject: 'The author may edit and resubmit a rejected journal' },
    queue: { empty: 'No journals waiting for review', placeholder: 'Title or organisation' },
    things: {
      add: 'New item', edit: 'Edit item', title: 'Title', note: 'Note', dueDate: 'Due date', priority: 'Priority', done: 'Done', open: 'Open', overdue: 'Overdue',
      empty: 'Nothing to do yet. Click “New item” to add one', save: 'Save', cancel: 'Cancel', saved: 'Saved', delete: 'Delete', delete_confirm: 'Delete “%{title}”?', deleted: 'Deleted',
      mark_done: 'Mark done', mark_open: 'Reopen', no_due: 'No due date', filter: 'Status',
      summary_open: 'Open items', summary_overdue: 'Overdue', summary_reviews: 'Reviews waiting for me', go_reviews: 'Open to-do list',
    },
    priority: { 1: 'High', 2: 'Medium', 3: 'Low' },
  },
};
