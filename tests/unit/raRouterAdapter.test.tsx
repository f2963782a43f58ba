import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
// The original, as react-admin ships it (tests do not go through vite.config.ts's aliases).
import { reactRouterProvider as original } from '../../node_modules/ra-core/dist/routing/adapters/reactRouterProvider.js';
// @ts-expect-error plain ES module without types (build/shims)
import { reactRouterProvider as shim } from '../../build/shims/ra-router-adapter.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe("react-admin's router adapter without its fallback hash router (build/shims)", () => {
  it('is still what ra-core imports under the aliased specifier', () => {
    const context = readFileSync(
      path.join(root, 'node_modules/ra-core/dist/routing/RouterProviderContext.js'),
      'utf8',
    );
    expect(context).toContain('from "./adapters/reactRouterProvider.js"');
    expect(readFileSync(path.join(root, 'vite.config.ts'), 'utf8')).toContain(
      String.raw`find: /^\.\/adapters\/reactRouterProvider\.js$/`,
    );
  });

  it('offers every member of the original, the same hooks and components', () => {
    expect(Object.keys(shim).sort()).toEqual(Object.keys(original).sort());
    for (const key of ['useLocation', 'useParams', 'useBlocker', 'useMatch', 'Link', 'Routes', 'matchPath'])
      expect(shim[key]).toBe(original[key as keyof typeof original]);
  });

  it('renders react-admin inside the app router', () => {
    const { RouterWrapper } = shim;
    render(
      <MemoryRouter>
        <RouterWrapper>
          <p>inside</p>
        </RouterWrapper>
      </MemoryRouter>,
    );
    expect(screen.getByText('inside')).toBeInTheDocument();
  });

  it('says so when react-admin is rendered without a router around it', () => {
    const { RouterWrapper } = shim;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<RouterWrapper>x</RouterWrapper>)).toThrow(/inside the app router/);
    } finally {
      quiet.mockRestore();
    }
  });
});
