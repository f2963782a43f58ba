/**
 * SPEC §5: features are entered comma-separated. Splitting (trim, drop empty ones) is the contract's
 * job (`carSchema` in src/contract/rental.ts, shared with the server); the form shows a car's list
 * back as that text.
 */
export const joinFeatures = (features: readonly string[]) => features.join(', ');
