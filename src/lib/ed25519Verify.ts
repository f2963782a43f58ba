/**
 * Ed25519 verification in the browser: Web Crypto's own (`crypto.subtle`, { name: 'Ed25519' }) where
 * the browser has it, else @noble/ed25519, fetched only then (it stays out of the scanner's first
 * visit). Imported keys are kept, so a check after the first costs one `verify`.
 */

type Verifier = (signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array) => Promise<boolean>;

const imported = new Map<string, Promise<CryptoKey>>();

// Web Crypto's typings want an ArrayBuffer-backed view: copy into one (32 and 64 bytes, cheap).
const own = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

function importKey(publicKey: Uint8Array): Promise<CryptoKey> {
  const id = Array.from(publicKey, (b) => b.toString(16).padStart(2, '0')).join('');
  let key = imported.get(id);
  if (!key) {
    key = crypto.subtle.importKey('raw', own(publicKey), { name: 'Ed25519' }, false, ['verify']);
    imported.set(id, key);
    key.catch(() => imported.delete(id));
  }
  return key;
}

const webCrypto: Verifier = async (signature, message, publicKey) =>
  crypto.subtle.verify({ name: 'Ed25519' }, await importKey(publicKey), own(signature), own(message));

const library: Verifier = async (signature, message, publicKey) => {
  const { verifyAsync } = await import('@noble/ed25519');
  try {
    return await verifyAsync(signature, message, publicKey);
  } catch {
    return false; // a malformed key or signature is not a valid one
  }
};

let chosen: Promise<Verifier> | null = null;

/** Web Crypto if it verifies Ed25519 here (checked once, on a known-good signature), else the library. */
function verifier(): Promise<Verifier> {
  chosen ??= (async () => {
    if (typeof crypto === 'undefined' || !crypto.subtle) return library;
    try {
      const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, [
        'sign',
        'verify',
      ])) as CryptoKeyPair;
      const probe = new Uint8Array([1]);
      const sig = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, probe));
      return (await crypto.subtle.verify({ name: 'Ed25519' }, pair.publicKey, sig, probe))
        ? webCrypto
        : library;
    } catch {
      return library;
    }
  })();
  return chosen;
}

/** Which implementation checks signatures on this browser (shown nowhere; for tests and the bench). */
export async function ed25519Implementation(): Promise<'webcrypto' | 'library'> {
  return (await verifier()) === webCrypto ? 'webcrypto' : 'library';
}

/** Whether `signature` is `publicKey`'s Ed25519 signature of `message`; never throws. */
export async function verifyEd25519(
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
): Promise<boolean> {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  const verify = await verifier();
  try {
    return await verify(signature, message, publicKey);
  } catch {
    return verify === webCrypto ? library(signature, message, publicKey) : false;
  }
}

/**
 * Fetches the library now where this browser will need it (never where Web Crypto verifies), so that
 * the scanner's service worker keeps it for offline use.
 */
export async function prepareEd25519(): Promise<void> {
  if ((await verifier()) === library) await import('@noble/ed25519');
}

/** Tests: forget the choice (to force the library). */
export function resetEd25519ForTests(force?: 'library') {
  imported.clear();
  chosen = force === 'library' ? Promise.resolve(library) : null;
}
