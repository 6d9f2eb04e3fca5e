import { createECDH } from 'node:crypto';
import { generateVapidKeys, type VapidKeys } from '../../platform/push/web-push-sender';
import type { SettingsService } from '../settings/settings.service';

const PRIVATE = 'notifications.vapid_private_key';
const PUBLIC = 'notifications.vapid_public_key';

/** The P-256 public key (uncompressed, base64url) of a VAPID private key. */
function publicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

/**
 * The VAPID key pair of Web Push: from the environment (VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY) when set, else made once and kept in settings. The private key is the one
 * truth: several instances starting at once race to store theirs and exactly one wins; the
 * public key setting is derived from it, so every instance ends with the same pair.
 */
export class VapidKeyProvider {
  private cached: VapidKeys | null = null;

  constructor(
    private readonly settings: SettingsService,
    private readonly fromEnv: VapidKeys | undefined,
  ) {}

  get source(): 'env' | 'settings' {
    return this.fromEnv ? 'env' : 'settings';
  }

  async keys(): Promise<VapidKeys> {
    if (this.fromEnv) return this.fromEnv;
    if (this.cached) return this.cached;
    let privateKey = String((await this.settings.get(PRIVATE)) || '');
    if (!privateKey) {
      await this.settings.setIfEmpty(PRIVATE, (await generateVapidKeys()).privateKey);
      privateKey = String(await this.settings.get(PRIVATE));
    }
    const keys = { privateKey, publicKey: publicKeyOf(privateKey) };
    if ((await this.settings.get(PUBLIC)) !== keys.publicKey) {
      await this.settings.update({ [PUBLIC]: keys.publicKey });
    }
    this.cached = keys;
    return keys;
  }

  async publicKey(): Promise<string> {
    return (await this.keys()).publicKey;
  }
}
