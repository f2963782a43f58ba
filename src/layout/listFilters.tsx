import type { ReactElement } from 'react';
import { SearchInput, SelectInput, type SelectInputProps } from 'react-admin';
import { i18nChoices } from '../lib/choices';

/** A list's always-shown text filter ('q'), with its placeholder; full width on phones. */
export function textSearchFilter(placeholder: string, width: number): ReactElement {
  return (
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={placeholder}
      sx={{ width: { xs: '100%', sm: width } }}
    />
  );
}

/**
 * A select filter over enum `values`, each choice named by the i18n key `${prefix}.${value}`; its
 * label is the list resource's `resources.<resource>.fields.<source>`.
 */
export function choiceFilter(
  source: string,
  values: readonly string[],
  prefix: string,
  props: Pick<SelectInputProps, 'alwaysOn' | 'sx'> = {},
): ReactElement {
  return <SelectInput key={source} source={source} choices={i18nChoices(values, prefix)} {...props} />;
}
