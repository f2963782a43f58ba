export const fullName = (u: {
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
}) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.phoneNumber || '';
