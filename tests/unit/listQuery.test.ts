import { describe, expect, it } from 'vitest';
import { applyListQuery, fieldValue } from '../../src/lib/listQuery';

interface Row {
  id: number;
  name: string;
  phone: string;
  balance: number;
  at: string | null;
  status: string;
  car: { mark: string };
}
const rows: Row[] = [
  {
    id: 1,
    name: 'Émile Ben Ali',
    phone: '22123456',
    balance: 10.1,
    at: '2026-11-01T10:00:00',
    status: 'paid',
    car: { mark: 'Kia' },
  },
  {
    id: 2,
    name: 'sami dridi',
    phone: '98765432',
    balance: 250,
    at: '2026-11-05T23:59:00',
    status: 'pending',
    car: { mark: 'Audi' },
  },
  { id: 3, name: 'Rania', phone: '55000111', balance: 0, at: null, status: 'paid', car: { mark: 'BMW' } },
];
const spec = {
  search: [(r: Row) => r.name, (r: Row) => r.phone],
  amount: (r: Row) => r.balance,
  date: (r: Row) => r.at,
};

describe('applyListQuery (client-side filters of SPEC §5)', () => {
  it('searches case-insensitively over the named fields', () => {
    expect(applyListQuery(rows, { filter: { q: 'ÉMILE' } }, spec).data.map((r) => r.id)).toEqual([1]);
    expect(applyListQuery(rows, { filter: { q: '9876' } }, spec).data.map((r) => r.id)).toEqual([2]);
  });

  it('keeps min and max inclusive, compared in millimes', () => {
    expect(applyListQuery(rows, { filter: { min: '10.1', max: 250 } }, spec).data.map((r) => r.id)).toEqual([
      1, 2,
    ]);
    expect(applyListQuery(rows, { filter: { max: '0' } }, spec).data.map((r) => r.id)).toEqual([3]);
  });

  it('keeps whole calendar days at both ends and drops rows with no date', () => {
    const r = applyListQuery(rows, { filter: { startDate: '2026-11-01', endDate: '2026-11-05' } }, spec);
    expect(r.data.map((x) => x.id)).toEqual([1, 2]);
    expect(applyListQuery(rows, { filter: { endDate: '2026-11-04' } }, spec).data.map((x) => x.id)).toEqual([
      1,
    ]);
  });

  it('matches other filter keys by equality, arrays as one-of', () => {
    expect(applyListQuery(rows, { filter: { status: 'paid' } }, spec).total).toBe(2);
    expect(applyListQuery(rows, { filter: { status: ['pending', 'x'] } }, spec).data[0].id).toBe(2);
  });

  it('sorts by dotted fields, numbers as numbers, and pages', () => {
    const byMark = applyListQuery(rows, { sort: { field: 'car.mark', order: 'ASC' } }, spec);
    expect(byMark.data.map((r) => r.car.mark)).toEqual(['Audi', 'BMW', 'Kia']);
    const byBalance = applyListQuery(rows, { sort: { field: 'balance', order: 'DESC' } }, spec);
    expect(byBalance.data.map((r) => r.id)).toEqual([2, 1, 3]);
    const page2 = applyListQuery(rows, {
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 2, perPage: 2 },
    });
    expect(page2).toEqual({ data: [rows[2]], total: 3 });
  });

  it('reads dotted paths', () => {
    expect(fieldValue(rows[0], 'car.mark')).toBe('Kia');
    expect(fieldValue(rows[0], 'car.none.deeper')).toBeUndefined();
  });
});
