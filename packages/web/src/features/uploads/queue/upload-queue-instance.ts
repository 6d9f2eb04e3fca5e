import { restrictionsFromSettings } from '@tonearm/shared/uploads/upload-rules';
import { toast } from '@/components/ui/toast/toast-store';
import { getBootstrapData } from '@/lib/bootstrap-store';
import { trans } from '@/lib/i18n';
import { formTransport } from './transports/form-transport';
import { s3MultipartTransport } from './transports/s3-multipart-transport';
import { s3SimpleTransport } from './transports/s3-simple-transport';
import { tusTransport } from './transports/tus-transport';
import { UploadQueue } from './upload-queue';

const DEFAULT_TUS_CHUNK = 8 * 1024 * 1024;

/** The app's one upload queue, configured from the public settings of the bootstrap data. */
export const uploadQueue = new UploadQueue({
  transports: {
    form: formTransport,
    tus: tusTransport,
    s3Simple: s3SimpleTransport,
    s3Multipart: s3MultipartTransport,
  },
  options: () => {
    const settings = getBootstrapData().settings as Record<string, unknown>;
    const chunkSize = Number(settings['uploads.chunk_size']);
    return {
      restrictions: restrictionsFromSettings(settings),
      directS3: settings['uploads.s3_direct_upload'] === true,
      tusEnabled: settings['uploads.tus_enable'] !== false,
      transport: { chunkSize: chunkSize > 0 ? chunkSize : DEFAULT_TUS_CHUNK },
    };
  },
  translate: (message, values) => trans(message, values),
  // Upload errors show the server's message as a toast.
  onError: (message) => toast.danger(message),
});
