import { useEffect, useSyncExternalStore } from 'react';
import { getToken } from '../api/token';
import type { ApiUser } from '../contract/session';
import { OWNER_ROLE, type Staff, type StaffRole } from '../contract/staff';

/**
 * Who of the business's team holds this session, as the server said at sign-in or at the session
 * check (`user.staff`, the `members` extension). SPEC's API names nobody: the business account
 * itself, the owner, who may do everything.
 */
let known: { token: string; staff: Staff } | null = null;
let asking: Promise<Staff> | null = null;
const listeners = new Set<() => void>();

const ownerOf = (user: ApiUser): Staff => ({ memberId: null, name: user.email ?? '', role: OWNER_ROLE });

/** Kept from a sign-in's or a session check's answer. */
export function rememberStaff(token: string, user: ApiUser) {
  known = { token, staff: user.staff ?? ownerOf(user) };
  listeners.forEach((listener) => listener());
}

export function forgetStaff() {
  known = null;
  asking = null;
  listeners.forEach((listener) => listener());
}

/** The session's staff, asked of the server (its session check) when not yet known. */
export async function loadStaff(check: () => Promise<ApiUser>): Promise<Staff> {
  const token = getToken() ?? '';
  if (known?.token === token) return known.staff;
  asking ??= check().then(
    (user) => {
      asking = null;
      rememberStaff(token, user);
      return known!.staff;
    },
    (error: unknown) => {
      asking = null;
      throw error;
    },
  );
  return asking;
}

const snapshot = () => (known && known.token === (getToken() ?? '') ? known.staff : undefined);
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in person's role, once known (undefined before). */
export function useStaffRole(check: () => Promise<ApiUser>): StaffRole | undefined {
  const staff = useSyncExternalStore(subscribe, snapshot);
  useEffect(() => {
    if (!staff) void loadStaff(check).catch(() => undefined);
  }, [staff, check]);
  return staff?.role;
}
