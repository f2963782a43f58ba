/** Shapes of SPEC §7's business and subscription calls (types only: the server validates itself). */
export interface ApiManagedUser {
  _id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email?: string | null;
  balance: number;
  lastPayment?: string | null;
  profilePicture?: string | null;
  isVerified?: boolean;
  isProfileComplete?: boolean;
  birthDate?: string | null;
  sexe?: string | null;
  /** Reference-server extension: when the user was added to this business. */
  addedAt?: string | null;
}

export interface ApiLookupResult {
  firstName: string;
  lastName: string;
  profilePicture?: string | null;
  phone?: string;
  /** Reference-server extension: already in this business's list. */
  isManaged?: boolean;
}

export type TransactionType = 'SEND' | 'RECEIVE';

export interface ApiTransaction {
  _id: string;
  type: TransactionType | string;
  amount: number;
  transactionCode: string;
  senderName: string;
  receiverName: string;
  description: string;
  createdAt: string;
  status: string;
}

export type BankTransferStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface ApiBankTransfer {
  _id: string;
  amount: number;
  status: BankTransferStatus | string;
  createdAt: string;
  notes?: string | null;
  receiptUrl?: string | null;
  companyName?: string | null;
}

export interface ApiSubscriptionPayment {
  _id?: string;
  paymentNumber: string;
  dateTime: string;
  location: string;
  customerFullName: string;
  customerPhoneNumber: string;
  amount: number;
  dailyRate?: number;
  startDateTime: string;
  expiryDateTime: string;
}

/** What an invoice's public URL shows without a session (reference-server extension). */
export interface PublicInvoiceSummary {
  number: string;
  date: string;
  total: number;
}

export interface MessageResponse {
  message: string;
}

export const BUSINESS_SUCCESS = {
  addUser: 'User created successfully',
  addFunds: 'Funds added successfully',
  bulkAddFunds: 'Bulk funds transfer completed successfully',
  deleteUser: 'User deleted successfully',
} as const;
