/**
 * A tiny bridge so that code outside React components (the QueryClient's onError, the API client's
 * 10001 handling, pages' own catch blocks) can show react-admin toasts and navigate (spec §8: error
 * toasts, 10001 → /login).
 *
 * `<NotifyBridge/>` must be mounted once inside react-admin (the shell mounts it through
 * `AppNotification`, see src/authProvider/AppNotification.tsx). Until it mounts, toasts go to the
 * console and navigation falls back to `window.location`.
 */
import { createElement, useEffect } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { useCloseNotification, useNavigate, useNotificationContext, useNotify, useTranslate, type NotificationPayload } from 'react-admin';
import { ERROR_TOAST_MS, errorText } from './errors';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** One toast. `message` is an i18n key or a literal text (a server msg); `fallback` is shown when the key is missing. */
export interface Toast {
  message: string;
  type?: ToastType;
  /** Milliseconds before it hides (spec §9: error toast 3500 ms). Default: react-admin's. */
  autoHideDuration?: number;
  /** Adds a close button (spec §8 "closable"). */
  closable?: boolean;
  /** Interpolation values for the i18n key. */
  messageArgs?: Record<string, unknown>;
  /** Text used when `message` is not a key of the catalogue (server msgs pass themselves here). */
  fallback?: string;
}

export type Notifier = (toast: Toast) => void;
export type Navigator = (path: string) => void;

const consoleNotifier: Notifier = (t) => {
  const text = t.fallback ?? t.message;
  if (t.type === 'error') console.error(text);
  else if (t.type === 'warning') console.warn(text);
  else console.info(text);
};

let notifier: Notifier | null = null;
let navigator: Navigator | null = null;

/** Shows a toast through react-admin when the bridge is mounted, else on the console. */
export function notify(toast: Toast): void {
  (notifier ?? consoleNotifier)(toast);
}

/**
 * Shows the spec §8 error toast of a rejected call (closable, 3500 ms): the server msg, or
 * '服务器响应失败'; nothing for 10001 (the client has gone to /login) nor for non-API errors. The
 * QueryClient calls it for every query and mutation that is not `meta: {silent: true}`; code that
 * calls the provider outside TanStack hooks calls it when it wants the toast.
 */
export function notifyError(error: unknown): void {
  const text = errorText(error);
  if (!text) return;
  recentErrors.set(text.fallback, Date.now());
  notify({ ...text, type: 'error', closable: true, autoHideDuration: ERROR_TOAST_MS });
}

/** notifyError, then rethrows: `.catch(notifyAndRethrow)` for a caller that still needs the rejection. */
export function notifyAndRethrow(error: unknown): never {
  notifyError(error);
  throw error;
}

/** Texts of error toasts shown by notifyError, with when; react-admin's copies of them are dropped. */
const recentErrors = new Map<string, number>();
/** How long after our toast react-admin's own notice of the same failure counts as its copy, ms. */
const COPY_WINDOW_MS = 2000;
/** react-admin's generic failure notices, which say less than the toast already shown. */
const GENERIC_NOTICES = new Set(['ra.notification.http_error', 'ra.notification.item_doesnt_exist']);
/** Marks the toasts the bridge adds (a translation argument; polyglot ignores unused ones). */
const BRIDGED = '__bridged';

/**
 * Whether `n` is react-admin's own notice of a failure notifyError has just shown: its <List>,
 * <Edit>, <Create> and <Show> notify failures themselves (message = the error's message, or a
 * generic key), which would show the same failure twice.
 */
function isCopy(n: NotificationPayload, now: number): boolean {
  if (n.type !== 'error' || typeof n.message !== 'string' || n.notificationOptions?.messageArgs?.[BRIDGED]) return false;
  const latest = Math.max(0, ...recentErrors.values());
  if (GENERIC_NOTICES.has(n.message)) return now - latest < COPY_WINDOW_MS;
  const at = recentErrors.get(n.message);
  return at !== undefined && now - at < COPY_WINDOW_MS;
}

/** Navigates inside the app when the bridge is mounted, else with a full page load. */
export function navigateTo(path: string): void {
  if (navigator) navigator(path);
  else if (typeof window !== 'undefined' && window.location.pathname !== path) window.location.assign(path);
}

/** Installs (or removes, with null) the toast function; used by NotifyBridge and by tests. */
export function setNotifier(n: Notifier | null): void {
  notifier = n;
}

/** Installs (or removes, with null) the navigate function; used by NotifyBridge and by tests. */
export function setNavigator(n: Navigator | null): void {
  navigator = n;
}

/** The close button of a closable toast: closes react-admin's current notification. */
function CloseToastButton() {
  const close = useCloseNotification();
  const translate = useTranslate();
  return createElement(
    IconButton,
    { size: 'small', color: 'inherit', 'aria-label': translate('auth.common.close'), onClick: close },
    createElement(CloseIcon, { fontSize: 'small' }),
  );
}

/** useNotify options that add the close button (spec §8 "closable") to a toast. */
export function closableToast(): { action: ReturnType<typeof createElement> } {
  return { action: createElement(CloseToastButton) };
}

/**
 * Connects `notify` and `navigateTo` to react-admin's useNotify / useNavigate while mounted, and
 * drops react-admin's own copy of a failure notifyError has shown (one failure, one toast).
 * Renders nothing. Mount once inside <Admin> (e.g. in its `notification` component, which is
 * rendered on every route, login pages included).
 */
export function NotifyBridge(): null {
  const raNotify = useNotify();
  const raNavigate = useNavigate();
  const { notifications, setNotifications } = useNotificationContext();
  useEffect(() => {
    const now = Date.now();
    if (notifications.some((n) => isCopy(n, now))) setNotifications((queue) => queue.filter((n) => !isCopy(n, now)));
  }, [notifications, setNotifications]);
  useEffect(() => {
    setNotifier((t) =>
      raNotify(t.message, {
        type: t.type ?? 'info',
        autoHideDuration: t.autoHideDuration,
        messageArgs: { ...(t.messageArgs ?? {}), _: t.fallback ?? t.message, [BRIDGED]: true },
        // Notification spreads extra options onto the Snackbar: this replaces its (empty) action.
        ...(t.closable ? closableToast() : {}),
      }),
    );
    setNavigator((path) => raNavigate(path));
    return () => {
      setNotifier(null);
      setNavigator(null);
    };
  }, [raNotify, raNavigate]);
  return null;
}
