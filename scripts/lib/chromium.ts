/** Debian's Chromium: the one browser of the browser tests and the bench (never a downloaded one). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Headless in a container: no sandbox or GPU, and none of the browser's own background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
