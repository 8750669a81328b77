/** en messages: the admin shell, home pages and shared list widgets (top-level key 'shell'). */
import type { Catalogue } from '../catalogue';
import type zh from '../zh-CN/shell';

export default {
  shell: {
    title: 'Second Classroom Transcript',
    subtitle: 'Smart youth & student platform',
    loading: 'Loading…',
    empty: 'No data',
    header: {
      data_screen: 'Data screen',
      about: 'About the system',
      about_text: 'Second-classroom transcript system: activities, hours, credits and transcripts in one place.',
      version: 'Version: %{version}',
      change_password: 'Change password',
      toggle_menu: 'Expand/collapse menu',
    },
    weekdays: {
      0: 'Sunday',
      1: 'Monday',
      2: 'Tuesday',
      3: 'Wednesday',
      4: 'Thursday',
      5: 'Friday',
      6: 'Saturday',
    },
    user: {
      menu: 'User menu',
      language: 'Language',
      logout: 'Sign out',
      logout_title: 'Notice',
      logout_confirm: 'Are you sure you want to sign out?',
      confirm: 'OK',
      cancel: 'Cancel',
    },
    menu: {
      label: 'Navigation',
      overview: 'Data overview',
      my_home: 'My home',
      expand: 'Expand menu',
      collapse: 'Collapse menu',
      unread: '%{count} unread',
      new_tab: 'Opens in a new tab',
      // Issue 18: the students' bottom navigation on phones.
      bottom_nav: 'Bottom navigation',
    },
    breadcrumb: { current: 'Current location' },
    // Waiting time of a review step (spec §9 '已等待…'), by the largest unit present (issue 18 item 6).
    waiting: { dhm: 'Waiting %{d} d %{h} h %{m} min', hm: 'Waiting %{h} h %{m} min', m: 'Waiting %{m} min' },
    // Punctuation between a label and its value, and between list items (full-width in Chinese).
    colon: ': ',
    list_separator: ', ',
    back_to_top: 'Back to top',
    password_panel: { title: 'Change password', close: 'Close' },
    not_open: {
      title: 'This module is not available yet',
      text: 'The module is assigned to you, but your school has not enabled it yet. Please contact the system administrator.',
    },
    not_found: {
      title: 'Page not found',
      text: 'The page you asked for does not exist or has moved.',
      home: 'Back to home',
    },
    form: { malformed: 'Invalid format' },
    error: { title: 'Something went wrong', text: 'The page could not be loaded. Please try again.', retry: 'Retry' },
    pagination: {
      total: 'Total %{total}',
      per_page: '%{size} / page',
      goto: 'Go to',
      page: '',
      jump_label: 'Page number',
    },
    // Narrow list rows (issue 18 item 2): the ⋮ button that holds the row's other actions.
    row_actions: { more: 'More actions' },
    home: {
      welcome: 'Hello, %{name}',
      school: 'School',
      role: 'Role',
      last_login: 'Last sign-in',
      first_login: 'First sign-in',
      quick_links: 'Quick links',
      quick_links_hint: 'The areas your account can open',
      no_modules: 'No menu has been assigned to this account yet. Please contact an administrator.',
      entries: '%{count} pages',
    },
    // The spreadsheet import dialog's texts (students, declarations); each feature adds title, hint and done.
    import: {
      template: 'Download the template',
      choose: 'Choose a file',
      chosen: 'Chosen: %{name}',
      dryRun: 'Check',
      checking: 'Checking…',
      importing: 'Importing…',
      summary: '%{total} rows: %{valid} correct, %{invalid} with errors',
      no_errors: 'Every row is correct and can be imported.',
      error_row: 'Row',
      error_column: 'Column',
      error_reason: 'Reason',
      more_errors: 'Showing the first %{shown} of %{count} errors; download the report for all of them.',
      download_report: 'Download the error report',
      importAll: 'Import all',
      importValid: 'Import correct rows only',
      refused: 'The file has rows with errors; nothing was imported',
      bad_type: 'Only xls or xlsx files',
      too_large: 'The file may not exceed 5 MB',
    },
  },
} satisfies Catalogue<typeof zh>;
