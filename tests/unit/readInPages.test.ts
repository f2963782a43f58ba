import { describe, expect, it } from 'vitest';
import type { DataProvider, GetListParams } from 'ra-core';
import { readInPages } from '../../src/dataProvider/simpleRest';
import { LIST_PAGE_MAX } from '../../src/contract/lists';

/** A server holding `rows` records that refuses a page over LIST_PAGE_MAX, as the reference server does. */
function server(rows: number) {
  const asked: Array<{ page: number; perPage: number }> = [];
  const getList = (async (_resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination!;
    asked.push({ page, perPage });
    if (perPage > LIST_PAGE_MAX) throw new Error('at most 1000 rows per page');
    const start = (page - 1) * perPage;
    const data = Array.from({ length: Math.max(0, Math.min(perPage, rows - start)) }, (_, i) => ({
      id: start + i,
    }));
    return { data, total: rows };
  }) as DataProvider['getList'];
  return { getList, asked };
}

const params = (page: number, perPage: number): GetListParams => ({
  pagination: { page, perPage },
  sort: { field: 'id', order: 'ASC' },
  filter: {},
});

describe('reading a list bigger than one server page', () => {
  it('an export of up to 100,000 rows reads pages of 1,000 until the total, in order', async () => {
    const s = server(2_345);
    const result = await readInPages(s.getList)('journal', params(1, 100_000));
    expect(result.total).toBe(2_345);
    expect(result.data.map((r) => r.id)).toEqual(Array.from({ length: 2_345 }, (_, i) => i));
    expect(s.asked).toEqual([
      { page: 1, perPage: 1000 },
      { page: 2, perPage: 1000 },
      { page: 3, perPage: 1000 },
    ]);
  });

  it('stops at the page size asked for, and passes ordinary pages through unchanged', async () => {
    const s = server(5_000);
    expect((await readInPages(s.getList)('payments', params(1, 1_500))).data).toHaveLength(1_500);
    expect(s.asked).toEqual([
      { page: 1, perPage: 1000 },
      { page: 2, perPage: 1000 },
    ]);
    s.asked.length = 0;
    expect((await readInPages(s.getList)('payments', params(3, 25))).data.map((r) => r.id)[0]).toBe(50);
    expect(s.asked).toEqual([{ page: 3, perPage: 25 }]);
  });
});
