import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { app as enApp } from '../../src/i18n/en';
import { app as frApp } from '../../src/i18n/fr';
import { RESOURCE_NAMES } from '../../src/resources';

type Tree = Record<string, unknown>;

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const lookup = (catalog: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Tree)[k] : undefined), catalog);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const root = join(__dirname, '../..');
const screens = ['src/resources', 'src/customRoutes'].flatMap((dir) => sourceFiles(join(root, dir)));

/**
 * The labels react-admin's inputs, fields and DataTable columns are given by hand in one TSX
 * source: a label must be an i18n key react-admin translates (never text translated or composed
 * by hand), and never the key react-admin would take from `resources.<name>.fields.<source>` anyway.
 */
export function handLabels(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const fromReactAdmin = new Set<string>();
  const columns = new Set(['DataTable.Col', 'DataTable.NumberCol']);
  const found: string[] = [];
  const attribute = (node: ts.JsxOpeningLikeElement, name: string) =>
    node.attributes.properties.find(
      (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText(source) === name,
    );
  const literal = (a: ts.JsxAttribute | undefined) => {
    const init = a?.initializer;
    if (init && ts.isStringLiteral(init)) return init.text;
    if (init && ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression))
      return init.expression.text;
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && (node.moduleSpecifier as ts.StringLiteral).text === 'react-admin') {
      const names = node.importClause?.namedBindings;
      if (names && ts.isNamedImports(names)) names.elements.forEach((e) => fromReactAdmin.add(e.name.text));
    }
    // `const Col = DataTable.Col<Row>;`
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.name)) {
      const init = ts.isExpressionWithTypeArguments(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      if (columns.has(init.getText(source))) columns.add(node.name.text);
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(source);
      const isInput = fromReactAdmin.has(tag) && /(Input|Field)$/.test(tag);
      const label = attribute(node, 'label');
      if ((isInput || columns.has(tag)) && label?.initializer) {
        const key = literal(label);
        const init = label.initializer;
        const expression = ts.isJsxExpression(init) ? init.expression : undefined;
        const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} <${tag}>`;
        if (key === undefined) {
          // A prop passed on (an identifier) or `false` is fine; a call or a template is a hand translation.
          if (expression && !ts.isIdentifier(expression) && expression.kind !== ts.SyntaxKind.FalseKeyword)
            found.push(`${where} label={${expression.getText(source)}}`);
        } else {
          const field = literal(attribute(node, 'source'));
          const own = field?.replaceAll('.', '\\.');
          if (own !== undefined && new RegExp(`^resources\\.[\\w-]+\\.fields\\.${own}$`).test(key))
            found.push(`${where} label="${key}" repeats its source's own label`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('field labels come from resources.<name>.fields', () => {
  it('every resource has field labels, with the same keys in English and French', () => {
    const en = enApp.resources as Tree;
    const fr = frApp.resources as Tree;
    for (const name of RESOURCE_NAMES) {
      const enFields = lookup(en, `${name}.fields`);
      expect(keys(enFields).length, name).toBeGreaterThan(0);
      expect(keys(lookup(fr, `${name}.fields`)).sort(), name).toEqual(keys(enFields).sort());
      for (const key of keys(enFields)) {
        expect(typeof lookup(en, `${name}.fields.${key}`), `${name}.${key}`).toBe('string');
        expect(typeof lookup(fr, `${name}.fields.${key}`), `${name}.${key}`).toBe('string');
      }
    }
  });

  it('no screen passes literal text as a label: a written label is an i18n key of both catalogs', () => {
    const literals: string[] = [];
    for (const file of screens) {
      const text = readFileSync(file, 'utf8');
      // `label="..."` or `label={'...'}` as a JSX attribute (not aria-label, not an object's `label:`).
      for (const match of text.matchAll(/(?<![\w-])label=(?:"([^"]*)"|\{'([^']*)'\})/g)) {
        const value = match[1] ?? match[2];
        if (value === '') continue; // no label at all (an actions column)
        const known = typeof lookup(enApp, value) === 'string' && typeof lookup(frApp, value) === 'string';
        if (!known) literals.push(`${relative(root, file)}: label="${value}"`);
      }
    }
    expect(literals).toEqual([]);
  });

  it("no react-admin input, field or column is labelled by hand where react-admin finds its field's label", () => {
    const hand = screens
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => handLabels(relative(root, file), readFileSync(file, 'utf8')));
    expect(hand).toEqual([]);
  });

  it('finds the hand labels it is meant to refuse', () => {
    const sample = `
      import { DataTable, TextInput, SaveButton } from 'react-admin';
      const Col = DataTable.Col<Row>;
      export const Form = ({ translate, t, amountLabel }) => (
        <>
          <TextInput source="name" label={translate('security.create.name')} />
          <TextInput source="phone" label={\`\${t('phone')} *\`} />
          <TextInput source="amount" label={amountLabel} />
          <TextInput source="mark" label="resources.fleet.fields.mark" />
          <TextInput source="mark" />
          <Col source="pickupDate" label="rental.reservations.dates" />
          <DataTable.Col source="ticketId" label={'resources.tickets.fields.ticketId'} />
          <SaveButton label={t('submit')} />
        </>
      );`;
    expect(handLabels('sample.tsx', sample)).toEqual([
      "sample.tsx:6 <TextInput> label={translate('security.create.name')}",
      "sample.tsx:7 <TextInput> label={`${t('phone')} *`}",
      'sample.tsx:9 <TextInput> label="resources.fleet.fields.mark" repeats its source\'s own label',
      'sample.tsx:12 <DataTable.Col> label="resources.tickets.fields.ticketId" repeats its source\'s own label',
    ]);
  });

  it('finds the literal labels it is meant to refuse', () => {
    const sample = '<TextInput source="mark" label="Make" /> <Col label="rental.reservations.dates" />';
    const found = [...sample.matchAll(/(?<![\w-])label=(?:"([^"]*)"|\{'([^']*)'\})/g)].map((m) => m[1]);
    expect(found).toEqual(['Make', 'rental.reservations.dates']);
    expect(lookup(enApp, 'Make')).toBeUndefined();
    expect(typeof lookup(enApp, 'rental.reservations.dates')).toBe('string');
  });
});
