import type { KeyboardEvent } from 'react';
import { SearchInput, type SearchInputProps } from 'react-admin';
import { saveSearch } from '../../lib/searchHistory';

export type HistorySearchInputProps = Omit<SearchInputProps, 'source'> & {
  /** localStorage key of the recent searches (SPEC §9: searchHistory, transactionSearchHistory). */
  historyKey: string;
  /** Accessible name and placeholder of the search box. */
  placeholder: string;
  source?: string;
};

/**
 * react-admin's search filter (`q`, applied as the user types) that also remembers the search in the
 * 5 recent searches when it is submitted: Enter, or leaving the field.
 */
export function HistorySearchInput({
  historyKey,
  placeholder,
  source = 'q',
  ...rest
}: HistorySearchInputProps) {
  const remember = (e: { target: EventTarget }) => {
    const value = (e.target as HTMLInputElement).value;
    if (typeof value === 'string' && value.trim()) saveSearch(historyKey, value);
  };
  return (
    <SearchInput
      source={source}
      placeholder={placeholder}
      type="search"
      inputProps={{ 'aria-label': placeholder }}
      onKeyDown={(e: KeyboardEvent<HTMLDivElement>) => {
        if (e.key === 'Enter') remember(e);
      }}
      onBlur={remember}
      sx={{ width: { xs: '100%', sm: 380 } }}
      {...rest}
    />
  );
}
