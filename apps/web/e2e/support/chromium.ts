/**
 * How every browser test starts Debian's Chromium (no `playwright install`): headless as root, with
 * the background services that would try to reach the closed network turned off. `extraArgs` adds
 * flags such as a fake camera.
 */
export function chromiumLaunchOptions(extraArgs: string[] = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  };
}

/** Chromium's fake camera, allowed without a prompt; with a video file it shows that video. */
export const fakeCameraArgs = (videoFile?: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  ...(videoFile ? [`--use-file-for-fake-video-capture=${videoFile}`] : []),
];
