import { currentLocale, i18n } from '../i18n/i18n.ts';
import { createApiClient } from '../lib/http/api-client.ts';

let onUnauthorized: () => void = () => window.location.assign('/login');

/** The router registers how a 401 leads to /login without a full reload. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/** The app's API client: headers and parameters of SPEC §7; a 401 forgets the user and goes to /login. */
export const api = createApiClient({
  clientVersion: __APP_VERSION__,
  getLocale: currentLocale,
  translate: (key) => i18n.t(key, { ns: 'common' }),
  onUnauthorized: () => onUnauthorized(),
});
