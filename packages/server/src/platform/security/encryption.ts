import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) for secrets the server must read back, such as TOTP
 * secrets and recovery codes. The key is derived from the `app_key` setting with HKDF and a
 * purpose label, so a key for one purpose never decrypts another's data. Output:
 * `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export class Encrypter {
  private keys = new Map<string, Buffer>();

  constructor(private readonly appKey: () => Promise<string>) {}

  private async key(purpose: string): Promise<Buffer> {
    let key = this.keys.get(purpose);
    if (!key) {
      const secret = await this.appKey();
      if (!secret) throw new Error('The app_key setting is empty.');
      key = Buffer.from(hkdfSync('sha256', secret, 'tonearm', `encryption:${purpose}`, 32));
      this.keys.set(purpose, key);
    }
    return key;
  }

  async encrypt(purpose: string, plain: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await this.key(purpose), iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
    return `v1.${parts.join('.')}`;
  }

  /** Null when the value was not made by `encrypt` with this key and purpose. */
  async decrypt(purpose: string, sealed: string): Promise<string | null> {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv(
        'aes-256-gcm',
        await this.key(purpose),
        Buffer.from(iv, 'base64url'),
      );
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    } catch {
      return null;
    }
  }
}
