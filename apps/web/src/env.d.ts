/** The web app's version, from apps/web/package.json (sent as X-Client-Version). */
declare const __APP_VERSION__: string;
