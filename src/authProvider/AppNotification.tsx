/**
 * The component to pass as <Admin notification={AppNotification}>: react-admin renders it on every
 * route (login and no-layout pages included), inside its router and contexts — the one place where
 * the notifier bridge and the route guard see everything.
 */
import { Notification } from 'react-admin';
import { ERROR_TOAST_MS } from '../dataProvider/errors';
import { NotifyBridge } from '../dataProvider/notify';
import { RouteGuard } from './routeGuard';

export function AppNotification() {
  return (
    <>
      <Notification autoHideDuration={ERROR_TOAST_MS} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />
      <NotifyBridge />
      <RouteGuard />
    </>
  );
}
