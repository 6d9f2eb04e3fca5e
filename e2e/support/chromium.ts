/** Debian's Chromium, never a downloaded browser, with the flags this machine needs (DEVELOPERS.md). */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What Playwright 1.65 disables in Chromium (kept, since the switch below replaces its own). */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/** The browser's own omnibox popups, drawn as WebUI pages and preloaded with each window. */
const OMNIBOX_WEBUI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];

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
  // Chromium takes only the last --disable-features, so this one repeats Playwright's own list
  // (its chromiumSwitches) and adds the omnibox popups: full Chromium's headless mode preloads
  // them as WebUI pages in a renderer of their own for every new window, that is for every
  // browser context. They cost ~0.7 s of CPU per context here, no page under test uses them.
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`,
];
