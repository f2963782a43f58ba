/**
 * The translate function of the public pages: the subset of node-polyglot they rely on, without
 * polyglot and its polyfills in the first download. Same results as polyglot for every key of the
 * public catalogs (tests/unit/publicI18n.test.ts): nested keys, `%{name}` interpolation (an
 * option that is missing or null leaves the token as is), `smart_count` plurals ('a |||| b') with
 * polyglot's English and French rules, `_` as the default phrase, and the key itself when missing.
 */
export type TranslateOptions = Record<string, unknown> | number;
export type Translate = (key: string, options?: TranslateOptions) => string;

const PLURAL_DELIMITER = '||||';
const TOKEN = /%\{(.*?)\}/g;

/** polyglot's plural form index: 'germanic' for English, 'french' for French. */
export function pluralIndex(lang: 'en' | 'fr', n: number): number {
  return lang === 'fr' ? (n >= 2 ? 1 : 0) : n !== 1 ? 1 : 0;
}

export function transformPhrase(
  phrase: string,
  options: Record<string, unknown> | undefined,
  lang: 'en' | 'fr',
): string {
  let result = phrase;
  const count = options?.smart_count;
  if (options && count != null && result) {
    const texts = result.split(PLURAL_DELIMITER);
    result = (texts[pluralIndex(lang, count as number)] || texts[0]).replace(/^[^\S]*|[^\S]*$/g, '');
  }
  if (!options) return result;
  return result.replace(TOKEN, (expression, argument: string) =>
    Object.prototype.hasOwnProperty.call(options, argument) && options[argument] != null
      ? String(options[argument])
      : expression,
  );
}

/** A translate function over `lookup` (the phrase of a dotted key, or undefined when missing). */
export function createTranslate(lookup: (key: string) => unknown, lang: 'en' | 'fr'): Translate {
  return (key, options) => {
    const opts = typeof options === 'number' ? { smart_count: options } : options;
    const phrase = lookup(key);
    if (typeof phrase === 'string') return transformPhrase(phrase, opts, lang);
    if (opts && typeof opts._ === 'string') return transformPhrase(opts._, opts, lang);
    return key;
  };
}

/** The value at a dotted path of nested objects. */
export function pathValue(root: unknown, key: string): unknown {
  let node = root;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
