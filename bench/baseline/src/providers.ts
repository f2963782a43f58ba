import {
  fetchUtils,
  type AuthProvider,
  type DataProvider,
  type GetListParams,
  type RaRecord,
} from 'react-admin';

const token = () => localStorage.getItem('token');

const fetchJson = (url: string) =>
  fetchUtils
    .fetchJson(url, { user: { authenticated: true, token: `Bearer ${token()}` } })
    .then((r) => r.json);

type ApiRow = Record<string, unknown> & { _id: string };
const withId = (row: ApiRow): RaRecord => ({ ...row, id: row._id });

const notSupported = () => Promise.reject(new Error('read-only baseline'));

/** events: GET /api/events?page&limit (paginated by the server); users: GET /api/business/get_users (array). */
export const dataProvider: DataProvider = {
  // The generic RecordType of getList cannot be proven from JSON; the rows are records with an id.
  getList: (async (resource: string, params: GetListParams) => {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    if (resource === 'events') {
      const body = await fetchJson(`/api/events?page=${page}&limit=${perPage}`);
      const data = (body.data as ApiRow[]).map(withId);
      const pages = Number(body.pagination?.pages ?? 1);
      return { data, total: Number(body.pagination?.total ?? pages * perPage) };
    }
    const body = await fetchJson('/api/business/get_users');
    const rows = (Array.isArray(body) ? body : (body.data ?? [])) as ApiRow[];
    return { data: rows.slice((page - 1) * perPage, page * perPage).map(withId), total: rows.length };
  }) as DataProvider['getList'],
  getOne: notSupported,
  getMany: notSupported,
  getManyReference: notSupported,
  create: notSupported,
  update: notSupported,
  updateMany: notSupported,
  delete: notSupported,
  deleteMany: notSupported,
};

/** The session is the bench's token in localStorage, like the product's. */
export const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => {
    localStorage.removeItem('token');
    return Promise.resolve();
  },
  checkAuth: () => (token() ? Promise.resolve() : Promise.reject()),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
};
