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
  const csp = contentSecurityPolicy(config);
  return createMiddleware(async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
  });
};
