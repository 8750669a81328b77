/**
 * en messages: feedback (issue 21; spec §2 /communist/systempal/feedback, /student/feedback) — the
 * page texts 'feedback', keys as zh-CN/feedback.ts.
 */
export default {
  feedback: {
    title: { staff: 'Feedback', mine: 'Feedback' },
    tabs: { list: 'Feedback', stats: 'Statistics' },
    category: { 1: 'Suggestion', 2: 'Problem', 3: 'Complaint', 4: 'Other' },
    status: { 1: 'Pending', 2: 'Replied', 3: 'Closed' },
    fields: {
      category: 'Category', content: 'Text', user: 'From', code: 'Student / staff no.', college: 'College', contact: 'Contact', status: 'Status', reply: 'Reply', createTime: 'Sent',
      replyTime: 'Replied', images: 'Images', actions: 'Actions',
    },
    list: { search: 'Text / name', all: 'All', export: 'Export', empty: 'No feedback yet', view: 'View', reply: 'Reply', close: 'Close' },
    export: { title: 'Export feedback', running: 'Exporting…', download: 'Download', done: '%{rows} items exported', close: 'Close' },
    stats: { total: 'All feedback', by_category: 'By category', by_status: 'By status', count: 'Items' },
    reply: {
      title: 'Reply to feedback', label: 'Reply', send: 'Send reply', cancel: 'Cancel', sent: 'Reply sent', close_confirm: 'A closed item takes no more replies. Close it?', closed: 'Closed',
      replied_by: 'Replied by %{name} at %{time}', no_reply: 'No reply yet',
    },
    my: {
      send: 'Send feedback', send_title: 'Send feedback', content_placeholder: 'Describe your suggestion or the problem (up to 1000 characters)', contact: 'Contact (optional)', images: 'Images (up to 3)',
      submit: 'Send', cancel: 'Cancel', sent: 'Sent. The school will reply soon', failed: 'Could not send', empty: 'You have not sent any feedback. Tap “Send feedback” to tell us what you think',
      reply: 'School reply', waiting: 'Waiting for the school’s reply', add_image: 'Add image',
    },
  },
};
