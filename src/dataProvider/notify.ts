/**
 * A tiny bridge so that code outside React components (the API client, the auth provider) can show
 * react-admin toasts and navigate (spec §8: error toasts, 10001 → /login).
 *
 * `<NotifyBridge/>` must be mounted once inside react-admin (the shell mounts it through
 * `AppNotification`, see src/authProvider/AppNotification.tsx). Until it mounts, toasts go to the
 * console and navigation falls back to `window.location`.
 */
import { createElement, useEffect } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { useCloseNotification, useNavigate, useNotify, useTranslate } from 'react-admin';

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
 * Connects `notify` and `navigateTo` to react-admin's useNotify / useNavigate while mounted.
 * Renders nothing. Mount once inside <Admin> (e.g. in its `notification` component, which is
 * rendered on every route, login pages included).
 */
export function NotifyBridge(): null {
  const raNotify = useNotify();
  const raNavigate = useNavigate();
  useEffect(() => {
    setNotifier((t) =>
      raNotify(t.message, {
        type: t.type ?? 'info',
        autoHideDuration: t.autoHideDuration,
        messageArgs: { ...(t.messageArgs ?? {}), _: t.fallback ?? t.message },
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
