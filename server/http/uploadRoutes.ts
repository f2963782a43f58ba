import { MAX_CAR_IMAGES } from '../../src/contract/rental';
import { DOCUMENT_FIELDS } from '../../src/contract/documents';
import { uploadBodyLimit } from '../uploads/limits';

export interface UploadRoute {
  method: string;
  path: RegExp;
  /** Most image files one request may carry; the route's body limit follows from it. */
  maxFiles: number;
  /** Bytes the body may announce or send at most. */
  maxBytes: number;
}

const route = (method: string, path: RegExp, maxFiles: number): UploadRoute => ({
  method,
  path,
  maxFiles,
  maxBytes: uploadBodyLimit(maxFiles),
});

/**
 * The only routes that take large multipart bodies (images). The body limit is chosen by route, never
 * by the request's Content-Type: a JSON route sent a multipart header keeps the JSON limit.
 */
export const UPLOAD_ROUTES: ReadonlyArray<UploadRoute> = [
  route('POST', /^\/api\/rental-cars\/upload-images\/?$/, MAX_CAR_IMAGES),
  route('POST', /^\/api\/reservations\/[^/]+\/documents\/?$/, DOCUMENT_FIELDS.length),
];

export const uploadRouteFor = (method: string, path: string): UploadRoute | undefined =>
  UPLOAD_ROUTES.find((r) => r.method === method && r.path.test(path));

export const isUploadRoute = (method: string, path: string) => uploadRouteFor(method, path) !== undefined;
