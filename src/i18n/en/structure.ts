/** en messages: the administrative structure (campuses, colleges, majors, classes, departments). */
import type { Catalogue } from '../catalogue';
import type zh from '../zh-CN/structure';

export default {
  resources: {
    campuses: {
      name: 'Campus |||| Campuses',
      fields: { name: 'Campus name', orderId: 'Order', collegeCount: 'Colleges', studentCount: 'Students', actions: 'Actions' },
    },
    colleges: {
      name: 'College |||| Colleges',
      fields: {
        name: 'College name',
        code: 'College code',
        campusId: 'Campus',
        campusName: 'Campus',
        parentId: 'Parent college',
        parentName: 'Parent college',
        orderId: 'Order',
        childCount: 'Sub-colleges',
        majorCount: 'Majors',
        classCount: 'Classes',
        studentCount: 'Students',
        actions: 'Actions',
      },
    },
    majors: {
      name: 'Major |||| Majors',
      fields: {
        name: 'Major name',
        code: 'Major code',
        collegeId: 'College',
        collegeName: 'College',
        classCount: 'Classes',
        studentCount: 'Students',
        actions: 'Actions',
      },
    },
    classes: {
      name: 'Class |||| Classes',
      fields: {
        name: 'Class name',
        grade: 'Grade',
        collegeId: 'College',
        collegeName: 'College',
        majorId: 'Major',
        majorName: 'Major',
        counsellor: 'Counsellor',
        headTeacher: 'Head teacher',
        studentCount: 'Students',
        actions: 'Actions',
      },
    },
  },
  structure: {
    titles: { campus: 'Campuses', college: 'Colleges', major: 'Majors', class: 'Classes', department: 'Departments' },
    action: {
      create: 'New',
      edit: 'Edit',
      delete: 'Delete',
      save: 'Save',
      add_child: 'Add sub-college',
      add_root: 'New college',
      rename: 'Rename',
    },
    dialog: {
      create: 'New %{name}',
      edit: 'Edit %{name}',
      add_child: 'New college under "%{parent}"',
      rename: 'Rename college',
      none: 'None',
      top_level: 'None (top level)',
      pick_college_first: 'Choose a college first',
    },
    filters: { all: 'All' },
    confirm_delete: 'Delete %{kind} "%{name}"? This cannot be undone.',
    done: { created: 'Created', updated: 'Saved', deleted: 'Deleted' },
    validation: {
      required: 'Please enter the %{field}',
      choose: 'Please choose the %{field}',
      too_long: 'The %{field} may have at most %{max} characters',
      grade: 'The grade is a four-digit year, e.g. 2024',
      order: 'The order is a whole number from 0 to 99999',
    },
    grade: 'Class of %{grade}',
    department: {
      title: 'Departments',
      hint: "The school's administrative departments (colleges) and their units. Click a node to view it; hover to add, rename or delete.",
      students: '%{count} students',
      empty: 'No colleges yet',
      selected: 'Selected college',
      path: 'Location',
      children: 'Sub-colleges',
      none_selected: 'Choose a college on the left',
    },
  },
} satisfies Catalogue<typeof zh>;
