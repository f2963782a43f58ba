/**
 * Account roles of SPEC §2. Only a ticket agency signs in to the back-office: the server refuses
 * the dashboard API to any other role and the client refuses the session ('Unauthorized').
 */
export const AGENCY_ROLE = 'ticketAgency';
/** Platform customers: the only accounts a business may look up, manage and send funds to. */
export const CUSTOMER_ROLE = 'user';
