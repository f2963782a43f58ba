/**
 * The customer's identity pictures a reservation carries (SPEC §3): the driving licence's two
 * sides and the national identity card's (CIN) two sides. The upload's multipart field names, the
 * keys of `verificationDocuments`, and the order the screens show them in.
 */
export const DOCUMENT_FIELDS = ['driverLicenseFront', 'driverLicenseBack', 'cinRecto', 'cinVerso'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

export const isDocumentField = (value: string): value is DocumentField =>
  (DOCUMENT_FIELDS as readonly string[]).includes(value);

/** Stored paths (or, in answers, signed links) of the pictures sent, and when they were sent (ISO). */
export type VerificationDocuments = Partial<Record<DocumentField, string>> & { uploadedAt?: string };
