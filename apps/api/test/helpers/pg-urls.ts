/** The same server with another database name. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A maintenance connection (the URL's own database) for CREATE/DROP DATABASE. */
export const adminUrl = (url: string) => url;
