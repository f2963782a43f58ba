import { Hono, type Context } from 'hono';
import { limitBody } from './http/bodyLimit';
import { uploadRouteFor } from './http/uploadRoutes';
import { UPLOAD_TOO_LARGE } from './uploads/limits';
import type { AppDeps, AppEnv } from './env';
import { apiAreas } from './routes/index';
import { HttpError } from './lib/httpError';
import { securityHeaders } from './http/securityHeaders';
import { specProfileOnly } from './http/specProfile';
import { isDatabaseUnavailable, isDiskFull, pgErrorCode } from './lib/dbErrors';

export const STARTING_MESSAGE = 'The server is starting and preparing its data. Try again in a few seconds.';
export const DISK_FULL_MESSAGE =
  'The server has no disk space left: changes cannot be saved right now. Reading still works.';
const JSON_BODY_LIMIT = 1024 * 1024 + 64 * 1024;

/** The HTTP API (without static files), usable in-process by tests through `app.request`. */
export function createApi(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(deps.config));
  const tooLarge = (c: Context) => c.json({ message: 'Request body is too large' }, 413);
  const jsonLimit = limitBody(JSON_BODY_LIMIT, tooLarge);
  // The large limits are for image uploads only: an upload route sent anything but multipart, and every
  // other route whatever its Content-Type, keep the JSON limit. An upload's body is never buffered here
  // (Hono's bodyLimit holds a body without a length whole before passing it on): its announced length
  // is judged now, and what it really sends is counted as it streams (server/uploads/multipart.ts).
  app.use('/api/*', async (c, next) => {
    const upload = uploadRouteFor(c.req.method, c.req.path);
    if (!upload || !(c.req.header('Content-Type') ?? '').startsWith('multipart/form-data'))
      return jsonLimit(c, next);
    if (parseInt(c.req.header('Content-Length') ?? '0', 10) > upload.maxBytes)
      return c.json({ message: UPLOAD_TOO_LARGE }, 413);
    await next();
  });

  // First start: the demo data is being written; a login now would fail for a reason that is not the user's.
  app.use('/api/*', async (c, next) => {
    if (deps.readiness && !deps.readiness.ready) {
      c.header('Retry-After', '5');
      return c.json({ message: STARTING_MESSAGE }, 503);
    }
    await next();
  });

  // A NUL character (%00) in the path or query can never name anything, and PostgreSQL text refuses it.
  app.use('/api/*', async (c, next) => {
    if (/%00/.test(c.req.url)) return c.json({ message: 'Invalid character in the request address' }, 400);
    await next();
  });

  if (deps.config.apiProfile === 'spec') app.use('/api/*', specProfileOnly());

  const api = new Hono<AppEnv>();
  for (const [prefix, factory] of apiAreas) api.route(prefix, factory(deps));
  app.route('/api', api);
  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404));

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      // A refused body also names its fields (react-admin's server-side validation shape).
      const body = err.errors ? { message: err.message, errors: err.errors } : { message: err.message };
      return c.json(body, err.status);
    }
    // A full disk (the server's files, or the database's: PostgreSQL 53100 disk_full) refuses writes only.
    if (isDiskFull(err)) {
      deps.log(`Disk full on ${c.req.method} ${c.req.path}`);
      return c.json({ message: DISK_FULL_MESSAGE }, 507);
    }
    if (isDatabaseUnavailable(err)) {
      return c.json({ message: 'The service is temporarily unavailable, please try again shortly' }, 503);
    }
    // PostgreSQL "data exception" (class 22: NUL byte, value out of range, invalid date or number) comes
    // from a value the client sent that a route did not validate: the client's fault, not the server's.
    if (pgErrorCode(err)?.startsWith('22')) {
      deps.log(
        `Unvalidated input reached the database on ${c.req.method} ${c.req.path}: ${pgErrorCode(err)}`,
      );
      return c.json({ message: 'Invalid value in the request' }, 400);
    }
    deps.log(
      `Unhandled error on ${c.req.method} ${c.req.path}: ${err instanceof Error ? err.stack : String(err)}`,
    );
    return c.json({ message: 'Internal server error' }, 500);
  });
  return app;
}
