import type { UserRow } from '../env';

export function serializeUser(u: UserRow) {
  return {
    _id: u.id,
    email: u.email,
    role: u.role,
    firstName: u.firstName,
    lastName: u.lastName,
    phoneNumber: u.phoneNumber,
    balance: Number(u.balance),
    profilePicture: u.profilePicture,
    isVerified: u.isVerified,
    isProfileComplete: u.isProfileComplete,
    birthDate: u.birthDate,
    sexe: u.sexe,
    companyName: u.companyName,
    lastPayment: u.lastPayment?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}
