import { describe, expect, it } from 'vitest';
import { transactionsCsvColumns } from '../../src/resources/transactions/transactionsExporter';
import type { TransactionRecord } from '../../src/dataProvider/transactions';
import { toCsv } from '../../src/lib/csv';
import { i18nProvider } from '../../src/i18n';

const row = (over: Partial<TransactionRecord>): TransactionRecord => ({
  id: '1',
  _id: '1',
  type: 'SEND',
  amount: 75.25,
  transactionCode: 'TX1',
  senderName: 'Carthage, SARL',
  receiverName: 'Sami "Sam" Dridi',
  description: 'Prime',
  createdAt: '2026-11-01T08:00:00.000Z',
  status: 'COMPLETED',
  statusKind: 'COMPLETED',
  ...over,
});

const normal = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('transactions CSV export', () => {
  it("writes the screen's labels, signed amounts as numbers in TND, fr-FR dates and the shown status", () => {
    const csv = normal(
      toCsv(
        [
          row({}),
          row({
            id: '2',
            type: 'RECEIVE',
            amount: 1000,
            transactionCode: 'TX2',
            senderName: 'A',
            receiverName: 'B',
            description: '=HYPERLINK("http://x","y")',
            status: 'CANCELLED',
            statusKind: 'FAILED',
          }),
        ],
        transactionsCsvColumns(i18nProvider.translate),
      ),
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFTransaction Code,Type,Amount (TND),Sender,Receiver,Description,Date,Status');
    const date = new Intl.DateTimeFormat('fr-FR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Africa/Tunis', // the business's clock
    }).format(new Date('2026-11-01T08:00:00.000Z'));
    expect(lines[1]).toBe(
      `TX1,Sent,-75.25,"Carthage, SARL","Sami ""Sam"" Dridi",Prime,${normal(date)},Completed`,
    );
    // A description that would run as a spreadsheet formula is neutralised.
    expect(lines[2]).toContain(`TX2,Received,1000,A,B,"'=HYPERLINK(""http://x"",""y"")"`);
    expect(lines[2].endsWith(',Failed')).toBe(true);
  });
});
