/**
 * The `approvals` extension: a funds movement above FUNDS_APPROVAL_THRESHOLD TND (the total of a
 * bulk) waits for a second person. Its call answers `202 { approvalId, status: 'pending' }`; an owner
 * or accounts member other than its author approves it (executed once, with the author's
 * Idempotency-Key) or rejects it. Simple-REST: `GET /api/approvals`, `GET /api/approvals/{id}`,
 * `POST /api/approvals/{id}/approve|reject`.
 */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_KINDS = ['add_funds', 'bulk_add_funds'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** The server's default threshold, in TND (`FUNDS_APPROVAL_THRESHOLD`). */
export const DEFAULT_FUNDS_APPROVAL_THRESHOLD = 1000;

export interface ApiApproval {
  id: string;
  kind: ApprovalKind;
  /** The total moved, in TND. */
  total: number;
  /** How many users receive it. */
  recipients: number;
  amount: number;
  description: string;
  author: string;
  /** The signed-in person wrote it (they cannot approve it). */
  mine: boolean;
  status: ApprovalStatus;
  approver: string | null;
  decidedAt: string | null;
  createdAt: string;
}

/** What a funds call answers when it waits for approval (HTTP 202). */
export interface PendingApproval {
  approvalId: string;
  status: 'pending';
  message: string;
}

export const APPROVAL_MESSAGES = {
  pending: 'Above the approval threshold: this movement waits for a second person to approve it',
  notFound: 'Approval not found',
  ownRequest: 'You cannot approve or reject a movement you asked for',
  decided: 'This movement was already decided',
  approved: 'Approved: the funds were moved',
  rejected: 'Rejected: nothing was moved',
} as const;
