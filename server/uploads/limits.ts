/** The size rules of image uploads (car pictures, identity documents), shared by the routes and the body guard. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Part headers, boundaries and the few text fields a form sends beside its images. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Most bytes a multipart body with `maxFiles` images may carry: anything announcing or sending more is refused. */
export const uploadBodyLimit = (maxFiles: number) => maxFiles * MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Answers of a refused upload: stable English sentences, as the API's other refusals. */
export const UPLOAD_TOO_LARGE = 'The upload is too large: at most 5 MB per image';
export const imageTooLarge = (name: string) => `${name}: the image is larger than 5 MB`;
