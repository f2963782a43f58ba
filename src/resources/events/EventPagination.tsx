import { Pagination } from 'react-admin';

/**
 * The list's page links (cards come ten to a page: no rows-per-page choice). Its own chunk: it sits
 * below the cards, so it comes after them and the first cards do not wait for MUI's table pagination.
 */
export default function EventPagination() {
  return <Pagination rowsPerPageOptions={[]} />;
}
