import { Box, Pagination as MuiPagination, Typography } from '@mui/material';
import { useListPaginationContext, useTranslate } from 'ra-core';

/**
 * Page links and "1-10 of 40" under a list of cards. react-admin's Pagination is a table
 * pagination with a rows-per-page select; card lists have a fixed page size, so the select (and
 * MUI's whole input family it brings) is left out.
 */
export function ListPagination() {
  const translate = useTranslate();
  const { isPending, page, perPage, total, setPage } = useListPaginationContext();
  if (isPending || !total) return null;
  const pages = Math.ceil(total / perPage);
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 2,
        py: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })}
      </Typography>
      {pages > 1 && (
        <MuiPagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          color="primary"
          size="small"
          getItemAriaLabel={(type, item, selected) =>
            type === 'page'
              ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: item })
              : translate(`ra.navigation.${type}`)
          }
        />
      )}
    </Box>
  );
}
