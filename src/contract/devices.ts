import { z } from 'zod';
import { MESSAGES as M } from './messages';
import { nonEmpty } from './primitives';
import { SCAN_NONCE } from './scanDecision';
import { ENROL_CODE, ENROL_PARAM } from './deviceConstants';

export * from './deviceConstants';

/**
 * Scanner devices (extension `devices`, docs/devices.md): a phone enrolled by a one-time QR code
 * gets its own session, bound to one agent and one event, which the organiser can revoke.
 */

/** How long an enrolment QR code can be used, once. */
export const ENROL_CODE_TTL_MS = 10 * 60_000;

/** The organiser's kiosk PIN: 4 to 8 digits. */
export const KIOSK_PIN = /^\d{4,8}$/;

/** What a device is now, as the Security page shows it. */
export const DEVICE_STATUSES = ['pending', 'expired', 'active', 'revoked'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** What the organiser decides for a revoked device's admissions that never reached the server. */
export const QUEUE_DECISIONS = ['admit', 'discard'] as const;
export type QueueDecision = (typeof QUEUE_DECISIONS)[number];

/** POST /api/devices/event/{eventId}: the organiser opens an enrolment for one agent of the event. */
export const deviceEnrolBody = z.object({
  agentId: z.string({ error: M.required }).min(1, M.required).max(24, M.tooLong),
  label: nonEmpty(60).optional(),
  kiosk: z.boolean({ error: M.invalid }).default(false),
});
export type DeviceEnrolBody = z.input<typeof deviceEnrolBody>;

/** POST /api/devices/claim: the phone presents the code it was shown. */
export const deviceClaimBody = z.object({
  code: z.string().regex(ENROL_CODE, M.invalid),
  appVersion: z.string().max(40).optional(),
});

/** PUT /api/devices/{id}: kiosk mode (and the device's name) from the Security page. */
export const deviceUpdateBody = z
  .object({ kiosk: z.boolean({ error: M.invalid }).optional(), label: nonEmpty(60).optional() })
  .refine((b) => b.kiosk !== undefined || b.label !== undefined, { message: M.required });

/** POST /api/devices/{id}/queue: admit or discard what a revoked device reported unsent. */
export const deviceQueueDecisionBody = z.object({
  decision: z.enum(QUEUE_DECISIONS, { error: M.choice }),
});

/** PUT /api/devices/event/{eventId}/kiosk-pin and POST /api/devices/me/unlock. */
export const kioskPinBody = z.object({ pin: z.string({ error: M.required }).regex(KIOSK_PIN, M.kioskPin) });
export type KioskPinBody = z.input<typeof kioskPinBody>;

/** One admission a device holds unsent, as it reports it with its count (`deviceQueues`). */
export const reportedScan = z.object({
  nonce: z.string().regex(SCAN_NONCE),
  ticketId: z.string().min(1).max(64),
  deviceAt: z.iso.datetime({ offset: true }).optional(),
});
export type ReportedScan = z.infer<typeof reportedScan>;

/** At most this many unsent admissions are reported in detail (the count is always exact). */
export const REPORTED_SCANS_MAX = 500;

/** A device as GET /api/devices/event/{eventId} lists it. */
export interface ScannerDevice {
  id: string;
  label: string;
  agent: { id: string; agentId: string; name: string };
  kiosk: boolean;
  status: DeviceStatus;
  createdAt: string;
  enrolExpiresAt: string | null;
  enrolledAt: string | null;
  revokedAt: string | null;
  lastSeenAt: string | null;
  appVersion: string | null;
  /** Admissions the device last reported unsent. */
  waiting: number;
  /** Of a revoked device: the admissions it reported, waiting for the organiser's decision. */
  queued: Array<ReportedScan & { holder: string | null }>;
  queueDecision: 'admitted' | 'discarded' | null;
}

/** GET /api/devices/event/{eventId}. */
export interface DeviceList {
  data: ScannerDevice[];
  kioskPinSet: boolean;
}

/** POST /api/devices/event/{eventId}: the new device and its one-time code. */
export interface DeviceEnrolment {
  device: ScannerDevice;
  code: string;
  /** The scanner address the QR code holds. */
  link: string;
  expiresAt: string;
}

/** POST /api/devices/claim and GET /api/devices/me: what the phone keeps of its identity. */
export interface DeviceIdentity {
  id: string;
  label: string;
  kiosk: boolean;
}

/** The scanner address an enrolment QR code holds. */
export const enrolLink = (origin: string, agentPublicId: string, code: string) =>
  `${origin}/security-scanner/${encodeURIComponent(agentPublicId)}?${ENROL_PARAM}=${code}`;
