import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * The sign-in and password bodies (SPEC §7 login, the scanner's agent login, the password pages):
 * the server validates with them and the public forms use them through react-hook-form.
 */

/** SPEC §9: the shortest password an account or a security agent may be given. */
export const PASSWORD_MIN = 6;

const required = (max: number) =>
  z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(max, MESSAGES.tooLong);

/** A password being chosen: required, at least PASSWORD_MIN characters. */
export const newPassword = required(200).min(PASSWORD_MIN, MESSAGES.passwordMin);

const email = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(320, MESSAGES.tooLong);

/** POST /api/auth/login. SPEC §5: no format or length rule on either field is shown. */
export const loginBody = z.object({ email, password: required(200) });
export type LoginBody = z.infer<typeof loginBody>;

/** POST /api/auth/forgot-password */
export const forgotPasswordBody = z.object({ email });

/** POST /api/auth/reset-password: the token comes from the link, the password from the form. */
export const resetPasswordBody = z.object({ token: required(200), password: newPassword });

/** The reset form: the new password typed twice (only the password is sent). */
export const resetPasswordForm = z
  .object({ password: newPassword, confirm: z.string({ error: MESSAGES.required }) })
  .refine((v) => v.password === v.confirm, { message: MESSAGES.passwordMismatch, path: ['confirm'] });

/** POST /api/auth/change-password */
export const changePasswordBody = z.object({ currentPassword: required(200), newPassword });

/** POST /api/security-agents-public/login: the agentId from the URL and the agent's password. */
export const agentLoginBody = z.object({
  agentId: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(100, MESSAGES.tooLong),
  password: required(200),
});
export type AgentLoginBody = z.infer<typeof agentLoginBody>;
