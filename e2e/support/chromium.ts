/** Debian's Chromium, never a downloaded browser, with the flags this machine needs (DEVELOPERS.md). */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
  // Compositing on a thread of the browser process instead of a GPU process of its own (there is
  // no GPU here): the same frames for about a fifth less CPU over the e2e suite on 2 cores.
  '--in-process-gpu',
];
