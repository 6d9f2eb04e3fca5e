/** Multipart state kept locally, so a cloud multipart upload can resume. */
export interface MultipartState {
  createdAt: number;
  fileKey: string;
  uploadId: string;
}

const PREFIX = 'tonearm.s3-multipart.';
/** S3 forgets unfinished multipart uploads eventually; older state is not worth trying. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export const multipartState = {
  get(fingerprint: string, now = Date.now()): MultipartState | null {
    try {
      const raw = localStorage.getItem(PREFIX + fingerprint);
      if (!raw) return null;
      const state = JSON.parse(raw) as MultipartState;
      if (now - state.createdAt > MAX_AGE_MS) {
        localStorage.removeItem(PREFIX + fingerprint);
        return null;
      }
      return state;
    } catch {
      return null;
    }
  },
  set(fingerprint: string, state: MultipartState): void {
    try {
      localStorage.setItem(PREFIX + fingerprint, JSON.stringify(state));
    } catch {
      // Private mode or full storage: the upload still works, it just cannot resume.
    }
  },
  remove(fingerprint: string): void {
    try {
      localStorage.removeItem(PREFIX + fingerprint);
    } catch {
      // See set().
    }
  },
};
