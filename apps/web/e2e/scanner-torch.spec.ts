import { expect, test } from './fixtures';
import { applyConstraintsCalls, fakeTorch, ScannerPageModel } from './pages/scanner.page';
import { chromiumLaunchOptions, fakeCameraArgs } from './support/chromium';

// Chromium's default fake camera (a moving test pattern, no barcode): the scanner keeps scanning, so
// the torch control stays on screen. Its track is made to report a torch before the page loads.
test.use({
  permissions: ['camera'],
  launchOptions: chromiumLaunchOptions(fakeCameraArgs()),
});

test('a camera with a torch offers Torch on and Torch off, and switches it through the track', async ({
  page,
  api,
  snap,
}) => {
  await api.signedInHeadChef('scanner-torch');
  await fakeTorch(page);
  const scanner = new ScannerPageModel(page);
  await scanner.goto();
  await expect(scanner.torchButton('Torch on')).toHaveCount(0);

  await scanner.accessCamera.click();
  const torchOn = scanner.torchButton('Torch on');
  await expect(torchOn).toBeVisible({ timeout: 15_000 });
  await expect(torchOn).toHaveAttribute('aria-pressed', 'false');
  expect(await applyConstraintsCalls(page)).toEqual([]);

  await torchOn.click();
  const torchOff = scanner.torchButton('Torch off');
  await expect(torchOff).toHaveAttribute('aria-pressed', 'true');
  expect(await applyConstraintsCalls(page)).toEqual([{ advanced: [{ torch: true }] }]);
  await snap('scanner-torch-on');

  await torchOff.click();
  await expect(scanner.torchButton('Torch on')).toHaveAttribute('aria-pressed', 'false');
  expect(await applyConstraintsCalls(page)).toEqual([
    { advanced: [{ torch: true }] },
    { advanced: [{ torch: false }] },
  ]);

  await page.getByRole('button', { name: 'Stop Camera' }).click();
  await expect(scanner.torchButton('Torch on'), 'no torch control with the camera off').toHaveCount(0);
});
