/** en messages: terms (/system/term, issue 13). */
import type { Catalogue } from '../catalogue';
import type zh from '../zh-CN/terms';

export default {
  resources: {
    terms: {
      name: 'Term |||| Terms',
      fields: { name: 'Term', academicYear: 'Academic year', kind: 'Kind', startDate: 'Start date', endDate: 'End date', days: 'Days', actions: 'Actions' },
    },
  },
  terms: {
    title: 'Terms',
    academic_year: '%{start}-%{end}',
    kind: { 1: 'Regular term', 2: 'Summer', 3: 'Winter' },
    current: 'Current term',
    days: '%{days} days',
    range: '%{start} to %{end}',
    banner: {
      current: 'Current term',
      none: 'Today (%{today}) is in no term',
      year: 'Academic year: %{year}',
    },
    action: { create: 'New term', edit: 'Edit', delete: 'Delete', save: 'Save', cancel: 'Cancel' },
    dialog: { create: 'New term', edit: 'Edit term' },
    year_hint: 'Follows the start date',
    confirm_delete: 'Delete the term "%{name}"? This cannot be undone.',
    done: { created: 'Term added', updated: 'Term saved', deleted: 'Term deleted' },
    filters: { name_placeholder: 'Term name', all_years: 'All years', all_kinds: 'All kinds' },
    empty: 'No terms yet. Use "New term" to add one',
    validation: {
      name_required: 'Enter the term name',
      name_too_long: 'At most %{max} characters',
      name_invalid: 'The name must not contain control characters',
      kind_required: 'Choose the kind',
      date_required: 'Choose a date',
      date_invalid: 'Enter a valid date (YYYY-MM-DD)',
      end_before_start: 'The end date cannot be before the start date',
      year_required: 'Choose the academic year',
    },
  },
} satisfies Catalogue<typeof zh>;
