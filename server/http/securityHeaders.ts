import { createMiddleware } from 'hono/factory';
import type { ServerConfig } from '../config';

/** CSP without inline scripts (styles stay inline: MUI injects them at run time). */
export function contentSecurityPolicy(config: ServerConfig): string {
  const api = config.apiBaseUrl ? ` ${new URL(config.apiBaseUrl).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${api}`,
    "media-src 'self' blob:",
    `connect-src 'self'${api}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const securityHeaders = (config: ServerConfig) => {
  const headers: Array<[string, string]> = [
    ['Content-Security-Policy', contentSecurityPolicy(config)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=()'],
  ];
  // Browsers keep to https for a year once they have seen the public address over it (never on plain http:
  // a development address on http must stay reachable).
  if (config.publicUrl?.startsWith('https://'))
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return createMiddleware(async (c, next) => {
    // Set before the route runs, so that they go into its answer as it is built. Set on a finished
    // answer, they made Hono rebuild it as a full web Response: the largest HTTP cost of a small call.
    for (const [name, value] of headers) c.header(name, value);
    // API answers (balances, customers, tokens) are never kept by a browser or a proxy; a route that
    // may be cached says so itself, replacing this.
    const api = c.req.path.startsWith('/api/');
    if (api) c.header('Cache-Control', 'no-store');
    await next();
    // An answer the route built itself (a plain Response) did not take them: set them on it.
    if (!c.res.headers.has(headers[0][0])) for (const [name, value] of headers) c.header(name, value);
    if (api && !c.res.headers.has('Cache-Control') && c.res.headers.get('Content-Type')?.includes('json'))
      c.header('Cache-Control', 'no-store');
  });
};
