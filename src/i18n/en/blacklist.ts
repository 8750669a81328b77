/** en messages: the blacklist page (same keys as zh-CN/blacklist.ts). */
import type { Catalogue } from '../catalogue';
import type zh from '../zh-CN/blacklist';

export default {
  resources: {
    blacklist: {
      name: 'Blacklist',
      fields: {
        name: 'Name', code: 'Student no.', collegeName: 'College', className: 'Class', reason: 'Reason', noShowCount: 'No-shows',
        period: 'Period', active: 'State', appealStatus: 'Appeal', actions: 'Actions',
      },
    },
  },
  blacklist: {
    list_title: 'Blacklist',
    filters: { name_placeholder: 'Name', code_placeholder: 'Student number', all: 'All' },
    state: { active: 'Blacklisted', removed: 'Removed', removed_at: 'Removed %{time}' },
    appeal: { 1: 'Pending', 2: 'Approved', 3: 'Rejected', none: 'None' },
    action: { add: 'Add to blacklist', remove: 'Remove from blacklist' },
    remove: {
      title: 'Remove from blacklist', student: 'Student: %{name} (%{code})', reason: 'Reason', reason_required: 'Give the reason for the removal',
      confirm: 'Remove “%{name}” from the blacklist? The student may enroll in activities again.',
    },
    add: {
      title: 'Add to blacklist', student: 'Student', student_required: 'Choose a student', reason: 'Reason', reason_required: 'Give the reason',
      days: 'Period (days)', days_hint: 'Blank: the school’s setting (90 days by default)', days_invalid: 'A whole number from 1 to 9999',
    },
    done: { added: 'Added to the blacklist', removed: 'Removed from the blacklist' },
  },
} satisfies Catalogue<typeof zh>;
