/**
 * The only routes that take large multipart bodies (images). The body limit is chosen by route, never
 * by the request's Content-Type: a JSON route sent a multipart header keeps the JSON limit.
 */
export const UPLOAD_ROUTES: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'POST', path: /^\/api\/rental-cars\/upload-images\/?$/ },
  { method: 'POST', path: /^\/api\/reservations\/[^/]+\/documents\/?$/ },
];

export const isUploadRoute = (method: string, path: string) =>
  UPLOAD_ROUTES.some((r) => r.method === method && r.path.test(path));
