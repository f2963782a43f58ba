import { beforeEach, describe, expect, it } from 'vitest';
import { focusNextScan, scanButtonIndex } from '../../src/customRoutes/scanner/scanFocus';

/** The scanner's list: three Scan Ticket buttons and the search box. */
function list(ids: string[]) {
  document.body.innerHTML = `<input id="scanner-search" />${ids
    .map((id) => `<button data-scan-ticket="${id}">Scan Ticket</button>`)
    .join('')}`;
}

describe('focus after a door decision', () => {
  beforeEach(() => list(['TK-1', 'TK-2', 'TK-3']));

  it('after an admission (the button is gone) goes to the button now in its place: the next ticket', () => {
    const index = scanButtonIndex('TK-2');
    list(['TK-1', 'TK-3']);
    focusNextScan('TK-2', index, true);
    expect(document.activeElement?.getAttribute('data-scan-ticket')).toBe('TK-3');
  });

  it('after a refusal (the button stays) goes to the ticket after it', () => {
    focusNextScan('TK-1', scanButtonIndex('TK-1'), true);
    expect(document.activeElement?.getAttribute('data-scan-ticket')).toBe('TK-2');
  });

  it('with no next ticket, goes to the search box after a keyboard decision, and nowhere after a tap', () => {
    const index = scanButtonIndex('TK-3');
    list(['TK-1', 'TK-2']);
    (document.activeElement as HTMLElement | null)?.blur();
    focusNextScan('TK-3', index, false);
    expect(document.activeElement).toBe(document.body);
    focusNextScan('TK-3', index, true);
    expect(document.activeElement?.id).toBe('scanner-search');
  });
});
