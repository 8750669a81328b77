/** en messages: roles area (/system/teacher/role) — react-admin 'resources.roles' and the page texts 'roles'. */
import type { Catalogue } from '../catalogue';
import type zh from '../zh-CN/roles';

export default {
  resources: {
    roles: {
      name: 'Role',
      fields: {
        name: 'Role name',
        remarks: 'Remarks',
        dataScope: 'Data scope',
        scopeCollegeId: 'College',
        userCount: 'Users',
        builtIn: 'Type',
        permission: 'Permissions',
        actions: 'Actions',
      },
    },
  },
  roles: {
    list_title: 'Roles and permissions',
    filters: { name_placeholder: 'Enter a role name' },
    built_in: 'Built-in',
    custom: 'Custom',
    student_role: 'Student role',
    scope: {
      1: 'Whole school',
      2: 'One college',
      3: 'Own organisations',
      college: 'College: %{name}',
      college_missing: 'College (deleted)',
      hint: 'The data scope decides which students holders of the role see and manage.',
      student_hint: 'The student role only reaches the student’s own data.',
    },
    action: {
      create: 'New role',
      edit: 'Edit',
      delete: 'Delete',
      save: 'Save',
      cancel: 'Cancel',
      expand_all: 'Expand all',
      collapse_all: 'Collapse all',
      check_all: 'Select all',
      clear: 'Clear',
    },
    dialog: {
      create_title: 'New role',
      edit_title: 'Edit role: %{name}',
      tree_title: 'Permissions',
      tree_hint: 'Checking a node also checks its ancestors and all its descendants; unchecking clears its descendants, and an ancestor left without checked children is cleared too. Click a name to expand or collapse it.',
      selected: '%{count} selected',
      button: 'Button',
      loading_tree: 'Loading the permission tree…',
    },
    confirm: { delete: 'Delete the role "%{name}"?' },
    done: { created: 'Role created', updated: 'Role saved', deleted: 'Role deleted' },
    validation: {
      name_required: 'Enter a role name',
      name_length: 'A role name has at most 30 characters',
      remarks_length: 'Remarks have at most 200 characters',
      scope_required: 'Choose a data scope',
      college_required: 'Choose the college of the data scope',
    },
  },
} satisfies Catalogue<typeof zh>;
