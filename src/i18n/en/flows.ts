/** English messages: flow templates (/system/flow) — the twins of zh-CN/flows.ts. */
import type { Catalogue } from '../catalogue';
import type zh from '../zh-CN/flows';

export default {
  resources: {
    flows: {
      name: 'Review flow',
      fields: { name: 'Flow name', kind: 'Flow type', stepCount: 'Steps', enabled: 'State', remarks: 'Remarks', actions: 'Actions' },
    },
  },
  flows: {
    list_title: 'Review flows',
    filters: { name_placeholder: 'Flow name', all_kinds: 'All types' },
    kind: {
      1: 'Activity review', 2: 'Completion-report review', 3: 'Declaration review',
      5: 'Volunteer team review', 6: 'Volunteer activity review', 7: 'Volunteer hours review',
      8: 'Practice proposal review', 9: 'Practice completion review',
      10: 'Organisation founding review', 11: 'Organisation registration review', 12: 'Organisation annual review',
      13: 'Organisation appraisal review', 14: 'Organisation deregistration review', 15: 'Venue booking review',
      16: 'League membership review', 17: 'Party membership review', 18: 'Outstanding-member selection review', 19: 'Party/League activity review', 20: 'Party/League activity hours review',
      27: 'Vote publishing review',
      31: 'Evaluation project application review',
      21: 'Innovation project approval review', 22: 'Innovation project mid-term review', 23: 'Innovation project completion review', 24: 'Competition result review', 25: 'Incubation review', 26: 'Course opening review', 32: 'Hours adjustment review',
      28: 'Honour review', 29: 'Employment review',
      30: 'Credit replacement review',
      33: 'Moment review',
      34: 'Work journal review',
      35: 'Field application review',
    },
    auditorType: { 1: 'Role', 2: 'Organisation leader', 3: 'Named users' },
    enabled: 'Enabled',
    disabled: 'Disabled',
    step: {
      label: 'Step %{n}',
      name: 'Step name',
      auditorType: 'Auditor type',
      role: 'Auditor role',
      users: 'Auditors',
      no_users: 'No staff to choose',
      leader_hint: "Audited by the leader of the activity's organisation",
    },
    action: {
      create: 'New flow',
      edit: 'Edit',
      delete: 'Delete',
      save: 'Save',
      cancel: 'Cancel',
      add_step: 'Add step',
      remove_step: 'Remove step',
      up: 'Move up',
      down: 'Move down',
    },
    dialog: {
      create_title: 'New flow',
      edit_title: 'Edit flow: %{name}',
      steps_title: 'Review steps',
      steps_hint: 'Steps are audited in order, at most 10; a rejection at any step ends the review.',
      loading: 'Loading…',
    },
    confirm: { delete: 'Delete the flow "%{name}"? An enabled flow must be disabled first.' },
    done: { created: 'Flow added', updated: 'Flow saved', deleted: 'Flow deleted' },
    validation: {
      name_required: 'Enter the flow name',
      name_length: 'The flow name has at most 30 characters',
      kind_required: 'Choose the flow type',
      steps_required: 'A flow needs at least one review step',
      steps_max: 'A flow has at most 10 review steps',
      step_name_required: 'Enter the step name',
      step_role_required: 'Choose the auditor role',
      step_users_required: 'Choose the auditors',
    },
  },
} satisfies Catalogue<typeof zh>;
