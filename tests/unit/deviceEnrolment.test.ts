import { describe, expect, it } from 'vitest';
import { enrolCodeOf } from '../../src/customRoutes/scanner/deviceEnrolment';
import { enrolLink } from '../../src/contract/devices';

describe('the enrolment address', () => {
  const code = 'AbCdEfGhIjKlMnOpQrStU_';
  it('is read back from the link the QR code holds', () => {
    const link = enrolLink('https://door.example.tn', 'AG-12345ABCDE', code);
    expect(link).toBe(`https://door.example.tn/security-scanner/AG-12345ABCDE?enrol=${code}`);
    expect(enrolCodeOf(new URL(link).search)).toBe(code);
  });
  it('ignores anything that is not a code', () => {
    expect(enrolCodeOf('')).toBeNull();
    expect(enrolCodeOf('?enrol=short')).toBeNull();
    expect(enrolCodeOf(`?enrol=${code}x`)).toBeNull();
    expect(enrolCodeOf('?launch=app')).toBeNull();
  });
});
