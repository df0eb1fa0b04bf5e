import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerId } from '../../plugins/auth';
import { MessageSchema, errorResponses } from '@farm-store/contracts/common';
import { requireIndianPhone } from '../../lib/phone';
import { sendOtpLater } from '../../plugins/sms';
import { alertOwnersOfLock, authenticateAdmin } from './admin-service';
import { requestPasswordReset, resetPasswordWithCode } from './password-reset';
import { signInByPhone, signInByUsername } from './sign-in-lock';
import { confirmSignUp, requestSignUp } from './sign-up';
import {
  AdminLoginSchema,
  AdminUsersQuerySchema,
  AdminSessionSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  RegisterVerifySchema,
  ResetPasswordSchema,
  SessionSchema,
  SignInRefusedSchema,
  SignUpStartedSchema,
  AdminUserListSchema,
  UserSchema,
} from '@farm-store/contracts/accounts';
import { authenticateCustomer, customerExists, getCustomer, listCustomers } from './service';
import { creditBalances } from '../store-credit/service';
import { toRupees } from '../../domain/money';

const PHONE_NOTE = 'Phones are Indian mobiles (9876543210, +91 98765 43210, 09876543210 or 919876543210), stored as +919876543210; others → 400.';

/** Customer sign-up and password reset by SMS code, sign-in; admin sign-in and the admin users list. */
const accountsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimited = { rateLimit: app.sensitiveRateLimit };

  app.post(
    '/register',
    {
      config: rateLimited,
      schema: {
        tags: ['accounts'],
        summary: 'Start a customer sign-up: send a code to the phone',
        description: [
          'Beyond the specification (which creates the account here): no account is created until the phone is proven.',
          'Keeps the sign-up (name and a salted scrypt hash of the password, never the password) and sends a 6-digit',
          'code by SMS (stored hashed, valid for 10 minutes by default), then answers 202 `{msg, signUpToken}`; the account',
          'is made by POST /api/register/verify with the code and the token, so only the browser that started a sign-up can',
          'finish it. A new request for the same number replaces the pending sign-up (only the newest code and token work). Passwords: 8 to 128 characters. ' +
            PHONE_NOTE,
          'A phone that already has an account → 409 pointing to sign-in and "Forgot password" (no SMS is sent).',
          'The limits of every SMS code apply: at most one code a minute and five an hour per number → 429 (with the',
          'wait). The SMS is sent after answering, so a provider failure is logged, never shown. Outside production the',
          'code is also written to the API log as `DEV-OTP phone=… code=…`. Rate limited per client.',
        ].join(' '),
        body: RegisterSchema,
        response: { 202: SignUpStartedSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const started = await requestSignUp(request.body, app.config.OTP_TTL_SECONDS, sendOtpLater(app.sms, request.log, 'sign-up'));
      return reply.status(202).send(started);
    },
  );

  app.post(
    '/register/verify',
    {
      config: rateLimited,
      schema: {
        tags: ['accounts'],
        summary: 'Finish a customer sign-up with the SMS code',
        description: [
          'Creates the account of the pending sign-up (the `signUpToken` its start answered must come back), its phone marked proven, and answers the session as sign-in',
          'does (`{ user, token }`). A wrong code → 400 with the tries left; after 5 wrong codes the code is burnt →',
          '429 until a new one is requested (POST /api/register again). An expired, used or never-sent code → 400',
          '"not valid or has expired". A code works once; of concurrent confirmations exactly one creates the account',
          '(a unique index on the phone; a number that got an account meanwhile → 409). Rate limited per client.',
        ].join(' '),
        body: RegisterVerifySchema,
        response: { 201: SessionSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await confirmSignUp(request.body);
      return reply.status(201).send({ user, token: app.issueToken({ id: user.id, role: 'customer' }) });
    },
  );

  app.post(
    '/login',
    {
      config: rateLimited,
      schema: {
        tags: ['accounts'],
        summary: 'Sign in a customer',
        description: [
          `An unknown phone and a wrong password get the same 401 message (and take as long). ${PHONE_NOTE}`,
          'After 5 wrong passwords for one phone within 15 minutes (from any addresses) the password alone is not checked',
          'until 15 minutes pass without another: the call answers 401 `{codeRequired: true}` and a 6-digit code is sent to',
          'the phone by SMS (at most one a minute, five an hour); the same call with `code` signs in (a wrong code or',
          'password uses up one of its 5 tries). Unknown phones are answered the same way. A sign-in clears the count.',
          'Also limited per client address (docs/business-rules.md "Rate limits").',
        ].join(' '),
        body: LoginSchema,
        response: { 200: SessionSchema, 401: SignInRefusedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { password, code } = request.body;
      const phone = requireIndianPhone(request.body.phone);
      const user = await signInByPhone({
        kind: 'customer',
        phone,
        code,
        verify: () => authenticateCustomer(phone, password),
        exists: () => customerExists(phone),
        ttlSeconds: app.config.OTP_TTL_SECONDS,
        deliver: sendOtpLater(app.sms, request.log, 'sign-in'),
      });
      return { user, token: app.issueToken({ id: user.id, role: 'customer' }) };
    },
  );

  app.post(
    '/forgot-password-twilio',
    {
      config: rateLimited,
      schema: {
        tags: ['accounts'],
        summary: 'Send a password-reset code by SMS',
        description: [
          'Sends a 6-digit code (stored hashed, valid for 10 minutes by default) to the number if it has an account.',
          'Not shown in the specification, decided here: the answer is the same 200 `{msg}` for known and unknown',
          'numbers (no account enumeration), and the same limits apply to both: at most one code a minute and five an',
          'hour per number → 429. The SMS is sent after answering, so a provider failure is logged, never shown.',
          'Outside production, unless Twilio itself sends it, the code is also written to the API log as `DEV-OTP phone=… code=…`.',
        ].join(' '),
        body: ForgotPasswordSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      return { msg: await requestPasswordReset(request.body.phone, app.config.OTP_TTL_SECONDS, sendOtpLater(app.sms, request.log, 'password reset')) };
    },
  );

  app.post(
    '/reset-password-twilio',
    {
      config: rateLimited,
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the SMS code',
        description: [
          'A wrong code → 400 with the tries left; after 5 wrong codes the code is burnt → 429 until a new one is',
          'requested. An expired, used or never-sent code (and any code for a number without an account) → 400',
          '"not valid or has expired". A code works once. The new password must have at least 8 characters.',
          'It ends every earlier session of the account (their tokens answer 401 "Your session has ended"), and marks its phone proven.',
        ].join(' '),
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { phone, otp, newPassword } = request.body;
      return { msg: await resetPasswordWithCode(phone, otp, newPassword) };
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in customer',
        description: 'Beyond the specification: lets the shop refresh the stored user (name, phone, addresses). A token whose account no longer exists → 401.',
        security: [{ customer: [] }],
        response: { 200: UserSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getCustomer(callerId(request)),
  );

  app.post(
    '/admin/login',
    {
      config: rateLimited,
      schema: {
        tags: ['admin'],
        summary: 'Sign in an administrator',
        description:
          'Usernames are case-insensitive. Unknown username or wrong password → 401 `{success: false, msg}`; a disabled ' +
          'staff account → 401 saying so (only after the right password). Answers the staff member (name, role) and what ' +
          'their role may do (`permissions`, see docs/features.md "Staff roles"), so the panel shows only their tabs; the API checks ' +
          'the role on every call anyway. After 5 wrong passwords for one username within 15 minutes (from any ' +
          'addresses, unknown usernames alike) every try answers 429 saying how long to wait, until 15 minutes pass ' +
          'without one; the owners see it in the audit log (`staff.sign-in-locked`). A sign-in clears the count. Also ' +
          'limited per client address.',
        body: AdminLoginSchema,
        response: { 200: AdminSessionSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const username = request.body.username.trim().toLowerCase();
      const staff = await signInByUsername(
        username,
        () => authenticateAdmin(username, request.body.password),
        (until) => alertOwnersOfLock(username, until),
      );
      return { success: true as const, token: app.issueToken({ id: staff.id, role: 'admin' }), staff };
    },
  );

  app.get(
    '/admin/users',
    {
      preHandler: app.requireStaff('customers'),
      schema: {
        tags: ['admin'],
        summary: 'Customers with their saved addresses: all, or one page',
        description: [
          'Newest first. Without `page`, `limit` or `q` every customer is answered; with any of them one page (`limit`',
          'defaults to 50). `q` keeps customers whose name contains the text (any case) or, when it is digits, whose',
          'phone does (spaces and dashes ignored); it is taken literally. The number of matching customers is in the',
          '`x-total-count` header. Each customer comes with their store credit balance. Password hashes are never part of the answer.',
        ].join(' '),
        security: [{ admin: [] }],
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUserListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { users, total } = await listCustomers(request.query);
      const credit = await creditBalances(users.map((u) => u.id));
      reply.header('x-total-count', String(total));
      return users.map((u) => ({ ...u, store_credit: toRupees(credit.get(u.id) ?? 0) }));
    },
  );
};

export default accountsRoutes;
