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
    },
    breadcrumb: { current: 'Current location' },
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
    error: { title: 'Something went wrong', text: 'The page could not be loaded. Please try again.', retry: 'Retry' },
    pagination: {
      total: 'Total %{total}',
      per_page: '%{size} / page',
      goto: 'Go to',
      page: '',
      jump_label: 'Page number',
    },
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
  },
} satisfies Catalogue<typeof zh>;
