/** A react-admin choice: its value and the i18n key its input translates and shows. */
export interface KeyedChoice {
  id: string;
  name: string;
}

/**
 * react-admin choices for enum values, each named by the i18n key `${prefix}.${value}`: the
 * catalogs hold one label a value, which select inputs and filters translate themselves.
 */
export function i18nChoices(values: readonly string[], prefix: string): KeyedChoice[] {
  return values.map((id) => ({ id, name: `${prefix}.${id}` }));
}
