/**
 * The scanner devices' constants that the scanner's first screen needs (extension `devices`): kept
 * apart from ./devices.ts, whose zod schemas the login form must not download.
 */

/** What a revoked phone's calls are answered (403); the scanner shows it on its login form. */
export const DEVICE_REVOKED = 'This phone was revoked by the organiser';

/** The query parameter of the scanner address that carries an enrolment code. */
export const ENROL_PARAM = 'enrol';

/** An enrolment code: 16 random bytes, base64url without padding (short enough for a small QR code). */
export const ENROL_CODE = /^[A-Za-z0-9_-]{22}$/;

/** The scanner's own version, reported by enrolled devices (the Security page shows it). */
export const SCANNER_APP_VERSION = '1.0.0';

/** POST /api/devices/me/unlock refusals, which the scanner shows in its language. */
export const WRONG_PIN_MESSAGE = 'Wrong PIN';
export const NO_KIOSK_PIN_MESSAGE = 'No kiosk PIN is set for this event: ask the organiser';
