import { Pagination, type PaginationProps } from 'react-admin';
import { useListContext } from 'ra-core';

/**
 * react-admin's Pagination, absent while the list shows its error state: the rows of an earlier
 * answer are not on screen, so '1-25 of 25' would count rows nobody sees.
 */
export function ListPagination(props: PaginationProps) {
  const { error } = useListContext();
  return error ? null : <Pagination {...props} />;
}
