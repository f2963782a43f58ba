/** SPEC §5: features are entered comma-separated; split, trimmed, empty ones dropped. */
export function splitFeatures(text: string): string[] {
  return text
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f.length > 0);
}

export const joinFeatures = (features: readonly string[]) => features.join(', ');
