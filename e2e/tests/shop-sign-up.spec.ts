import { test, expect } from '../support/fixtures';
import { auditScreen } from '../support/a11y';
import { freshPhone } from '../support/api';

test('a new customer signs up with the code texted to their phone, read from the SMS inbox page, and lands signed in', async ({ page, context }, testInfo) => {
  const phone = freshPhone();
  const shown = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Full Name').fill('Sravani Goud');
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('farmfresh123');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm Your Number' })).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to ${shown}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend OTP in \d+ seconds?$/ })).toBeDisabled();
  const codeField = page.getByLabel('Code from the SMS');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await page.screenshot({ path: testInfo.outputPath('sign-up-code-step-360x740.png') });
  expect((await auditScreen(page, testInfo, 'auth-signup-code')).violations).toEqual([]);
  // No account yet: signing in with the password is refused until the code is confirmed.
  expect((await page.request.post('/api/login', { data: { phone, password: 'farmfresh123' } })).status()).toBe(401);

  // The SMS inbox of development, through the same gateway: newest first, the number's messages only.
  const inbox = await context.newPage();
  await inbox.setViewportSize({ width: 360, height: 740 });
  await inbox.goto(`/dev/sms/?to=${encodeURIComponent(`+91${phone}`)}`);
  await expect(inbox.getByRole('heading', { name: 'SMS inbox' })).toBeVisible();
  const message = inbox.getByRole('listitem').first();
  await expect(message).toContainText(`+91${phone}`);
  await expect(message).toContainText("is your Nature's Nest Farms sign-up code");
  await inbox.screenshot({ path: testInfo.outputPath('sms-inbox-360x740.png') });
  const code = (await message.locator('.code').textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);
  await inbox.close();

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText("Welcome to Nature's Nest Farms, Sravani Goud!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Hello, Sravani Goud!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toEqual(expect.any(String));
});
