import { isServiceSlug, type ServiceSlug } from '@efe/shared/routes';

/**
 * The service a service page's button chose (`?service=…`: `contactPathFor`, `bookingPathFor`),
 * if the address names one; the contact and booking forms start with it chosen.
 */
export function serviceFromAddress(search: string = typeof window === 'undefined' ? '' : window.location.search): ServiceSlug | null {
  const service = new URLSearchParams(search).get('service') ?? '';
  return isServiceSlug(service) ? service : null;
}
