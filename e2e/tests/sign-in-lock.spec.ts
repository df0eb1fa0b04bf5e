import { codesSoFar, latestOtp, nextCode, signUpCustomer } from '../support/api';
import { createSignedInPartner } from '../support/admin';
import { expect, test } from '../support/fixtures';

/**
 * After 5 wrong passwords for one number the password alone no longer signs in: the shop and the partner app ask for
 * the code the store sent by SMS (in tests, the API log's DEV-OTP line) and sign in with both.
 */
test.describe('sign-in after 5 wrong passwords', () => {
  test('the shop asks for the code sent by SMS and signs in with it', async ({ page, request }) => {
    const customer = await signUpCustomer(request, 'Careful Shopper');
    await page.goto('/auth');
    await page.getByLabel('Phone Number').fill(customer.phone);
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Password', { exact: true }).fill(`wrong-password-${i}`);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Incorrect phone number or password.');
    }
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    // The sign-up's code was texted to this phone first: wait for the sign-in's own.
    const before = await codesSoFar(customer.phone);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Enter the Code' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('needs the 6-digit code we have sent to it by SMS');
    await expect(page.getByRole('button', { name: /^Resend OTP in \d+ seconds?$/ })).toBeDisabled();

    await page.getByLabel('OTP').fill(await nextCode(customer.phone, before));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Hello, Careful Shopper!')).toBeVisible();
  });

  test('the partner app asks for the code sent by SMS and signs in with it', async ({ page, request }) => {
    const partner = await createSignedInPartner(request, 'Careful Rider');
    const phone = partner.phone.replace(/^\+91/, '');
    await page.goto('/delivery/login');
    await page.getByLabel('Phone number').fill(phone);
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Password').fill(`wrong-password-${i}`);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Incorrect phone number or password.');
    }
    await page.getByLabel('Password').fill('partner-e2e-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('needs the 6-digit code');

    await expect.poll(() => latestOtp(phone)).not.toBeNull();
    await page.getByLabel('Code from the SMS').fill(latestOtp(phone)!);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/delivery\/dashboard$/);
  });
});
