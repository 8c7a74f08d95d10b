import { lazy, type ComponentType } from 'react';
import { AdminUnavailable } from '../login/admin-unavailable';

const PageUnavailable = () => <AdminUnavailable part="page" />;

/**
 * A page whose code downloads when it is first opened, so signing in and the lists do not wait for
 * what only some staff open (the editors, the charts, data requests). react-admin's layout shows
 * its loading indicator meanwhile; a failed download says so in the page, with a retry.
 */
export function loadedOnOpen(load: () => Promise<ComponentType>): ComponentType {
  return lazy<ComponentType>(() =>
    load().then(
      (page) => ({ default: page }),
      () => ({ default: PageUnavailable }),
    ),
  );
}
