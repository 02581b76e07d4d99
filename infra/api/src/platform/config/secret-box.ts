/**
 * Encrypts what must be stored but never shown (an identity provider's client secret) with
 * AES-256-GCM under HEARTH_ENCRYPTION_KEY, or a key generated once and kept under the data
 * directory. A stored value is `v1.<iv>.<tag>.<ciphertext>` (base64url); GCM's tag refuses a value
 * changed in the database or sealed under another key.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { ApiConfig } from './config';
import { keptSecret } from './kept-secret';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text; throws when the value was changed or sealed under another key. */
  open(sealed: string): string;
}

/** Any configured key text (≥ 32 characters) becomes 32 bytes; a purpose label keeps this key apart from other uses of the same text. */
export function secretBox(keyText: string): SecretBox {
  const key = createHash('sha256').update(`hearth-secret-box\u0000${keyText}`, 'utf8').digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export async function loadSecretBox(config: Pick<ApiConfig, 'encryptionKey' | 'dataDir'>): Promise<SecretBox> {
  return secretBox(await keptSecret(config.encryptionKey, config.dataDir, 'encryption-key'));
}
