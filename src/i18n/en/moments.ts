/**
 * English messages: moments (issue 21; /communist/moments/show, dynamic, theme, detail and the
 * students' /student/moments), key for key as zh-CN/moments.ts.
 */
export default {
  moments: {
    title: { show: 'Moment moderation', dynamic: 'Moment feed', theme: 'Moment themes', detail: 'Moment', student: 'Moments' },
    tabs: { feed: 'Feed', mine: 'My posts' },
    status: { 1: 'Waiting for review', 2: 'Published', 3: 'Rejected', 4: 'Taken down' },
    fields: {
      content: 'Text', poster: 'Posted by', college: 'College', theme: 'Theme', imageCount: 'Images', likes: 'Likes', comments: 'Comments', reports: 'Reports',
      status: 'Status', createTime: 'Posted at', organization: 'Post for', images: 'Choose images', comment: 'Comment',
    },
    all: 'All', search: 'Text or poster', onlyReported: 'Reported only', allThemes: 'All',
    compose: 'New post', placeholder: 'Share an activity or campus life… (up to 1000 characters)', noTheme: 'No theme', addImages: 'Images %{n}/%{max}',
    removeImage: 'Remove image', send: 'Post', posted: 'Sent: it shows in the feed once approved', reviewHint: 'Posts are reviewed before publishing; jpg/png/gif images up to 3 MB each, at most 9',
    noOrganisation: 'You run no organisation to post for', imageAlt: 'Image %{n}', fromActivity: 'From the activity: %{name}',
    rejectedBecause: 'Rejected: %{reason}', takenDownBecause: 'Taken down: %{reason}', pendingHint: 'Waiting for review; it shows in the feed once approved',
    like: 'Like', unlike: 'Unlike', comments: 'Comments', report: 'Report', open: 'Details', more: 'Load more',
    reportTitle: 'Report a post', reportReason: 'Reason', reported: 'Report sent, thank you', reasonRequired: 'Please give a reason',
    emptyFeed: 'No published posts yet', emptyMine: 'You have not posted yet', emptyList: 'No posts match', notFound: 'The post does not exist or is not yours to see',
    passSelected: 'Approve selected (%{n})', confirmPass: 'Approve the %{n} selected posts? They will show in the feed.', passed: 'Approved',
    pass: 'Approve', reject: 'Reject', rejectTitle: 'Reject the post', rejectReason: 'Reason for rejecting', rejected: 'Rejected',
    takeDown: 'Take down', takeDownTitle: 'Take the post down', takeDownReason: 'Reason (the poster sees it)', takenDown: 'Taken down',
    waiting: 'This post is waiting for review', isPublished: 'This post is published; take it down if it breaks the rules',
    reportsTitle: 'Reports (%{n})', commentsTitle: 'Comments (%{n})', noComments: 'No comments yet', commentPlaceholder: 'Write a comment (up to 200 characters)', sendComment: 'Comment',
    delete: 'Delete', confirmDeleteComment: 'Delete this comment?',
    history: { title: 'Review history', empty: 'No review history', label: 'Review history', step: ' (%{step})', system: 'System', opinion: 'Opinion: %{opinion}' },
    theme: {
      addTitle: 'New theme', editTitle: 'Edit theme', name: 'Name', description: 'Description', sort: 'Order', cover: 'Cover', posts: 'Published posts', enabled: 'Enabled',
      actions: 'Actions', chooseCover: 'Upload cover', changeCover: 'Change cover', save: 'Save', cancelEdit: 'Cancel', edit: 'Edit', empty: 'No themes yet',
      added: 'Theme added', updated: 'Theme saved', confirmDelete: 'Delete the theme “%{name}”?',
    },
  },
};
