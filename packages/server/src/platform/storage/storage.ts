import path from 'node:path';
import type { AppConfig } from '../config';
import { LocalDisk } from './local-disk';
import { LazyS3Client, S3Disk } from './s3-disk';
import type { DiskName, StorageDisk } from './storage-driver';

/**
 * The app's storage: the two disks, the folders for work in progress, and the S3 client when
 * the driver is s3. Local roots live under DATA_DIR/storage; the public one is what
 * /storage/* serves (and where avatars go).
 */
export class Storage {
  readonly driver: 'local' | 's3';
  readonly root: string;
  /** tus keeps unfinished uploads (bytes + metadata) here on the local driver. */
  readonly tusDir: string;
  /** Multipart form uploads are written here first and moved into place once complete. */
  readonly partialDir: string;
  readonly s3: { client: LazyS3Client; bucket: string } | null;
  /** Where browsers send direct uploads (the page's connect-src must allow it); null locally. */
  readonly bucketOrigin: string | null;
  private readonly disks: Record<DiskName, StorageDisk>;

  constructor(config: Pick<AppConfig, 'dataDir' | 'storage'>) {
    this.driver = config.storage.driver;
    this.root = path.join(config.dataDir, 'storage');
    this.tusDir = path.join(this.root, '.tus');
    this.partialDir = path.join(this.root, '.partial');
    if (this.driver === 's3') {
      const bucket = config.storage.s3.bucket;
      if (!bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
      const client = new LazyS3Client(config.storage.s3);
      this.s3 = { client, bucket };
      this.bucketOrigin = bucketOrigin(
        config.storage.s3.endpoint,
        bucket,
        config.storage.s3.region,
      );
      this.disks = {
        uploads: new S3Disk('uploads', client, bucket),
        public: new S3Disk('public', client, bucket),
      };
    } else {
      this.s3 = null;
      this.bucketOrigin = null;
      this.disks = {
        uploads: new LocalDisk('uploads', path.join(this.root, 'uploads')),
        public: new LocalDisk('public', path.join(this.root, 'public')),
      };
    }
  }

  disk(name: DiskName): StorageDisk {
    return this.disks[name];
  }

  /** The S3 view of a disk, for presigned and multipart uploads; null on the local driver. */
  s3Disk(name: DiskName): S3Disk | null {
    const disk = this.disks[name];
    return disk instanceof S3Disk ? disk : null;
  }

  destroy(): void {
    this.s3?.client.destroy();
  }
}

/**
 * The origin of presigned URLs: the endpoint's with an S3-compatible server (we sign path-style
 * URLs there), else AWS's regional host: virtual-hosted, or path-style for a bucket name with
 * dots (TLS certificates cannot cover those hosts).
 */
function bucketOrigin(endpoint: string | undefined, bucket: string, region: string): string {
  if (endpoint) return new URL(endpoint).origin;
  const host = `s3.${region}.amazonaws.com`;
  return bucket.includes('.') ? `https://${host}` : `https://${bucket}.${host}`;
}
