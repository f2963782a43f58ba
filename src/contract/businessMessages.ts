/**
 * SPEC §7's success messages of the business calls: the server answers them, the client checks
 * them. Kept apart from the body schemas so the dashboard's first screen does not load zod.
 */
export const BUSINESS_SUCCESS = {
  addUser: 'User created successfully',
  addFunds: 'Funds added successfully',
  bulkAddFunds: 'Bulk funds transfer completed successfully',
  deleteUser: 'User deleted successfully',
} as const;
