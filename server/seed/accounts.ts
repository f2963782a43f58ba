import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../auth/password';
import { newId } from '../lib/ids';
import { AGENCY_ROLE, CUSTOMER_ROLE } from '../../src/contract/roles';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_AGENCY_EMAIL = 'demo@ticketing.tn';
export const DEMO_CUSTOMER_EMAIL = 'customer@ticketing.tn';

export async function seedAccounts(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const agency = {
    id: newId(),
    email: DEMO_AGENCY_EMAIL,
    passwordHash,
    role: AGENCY_ROLE,
    firstName: 'Sofiene',
    lastName: 'Ben Amor',
    phoneNumber: '71234567',
    balance: '25000.000',
    isVerified: true,
    isProfileComplete: true,
    companyName: 'Carthage Events & Mobility SARL',
  };
  const customer = {
    id: newId(),
    email: DEMO_CUSTOMER_EMAIL,
    passwordHash,
    role: CUSTOMER_ROLE,
    firstName: 'Leila',
    lastName: 'Hamdi',
    phoneNumber: '98765432',
    balance: '120.500',
    isVerified: true,
    isProfileComplete: true,
  };
  await db.insert(users).values([agency, customer]);
  return { agencyId: agency.id, customerId: customer.id };
}
