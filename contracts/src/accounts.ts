import { Type } from 'typebox';
import { AddressSchema } from './addresses';
import { OptionalPaginationQuery } from './common';
import { DELIVERY_STATUSES, PERMISSION_NAMES, STAFF_ROLES } from './enums';
import { PhoneSchema } from './phone';

export const PasswordSchema = Type.String({ minLength: 8, maxLength: 128, description: 'At least 8 characters.' });
/** At login any stored password must be typeable, so only an upper bound applies. */
const LoginPasswordSchema = Type.String({ minLength: 1, maxLength: 128 });
export const NameSchema = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S', description: 'Trimmed; not blank.' });

export const UserSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    phone: Type.String({ description: 'Normalised: +91 followed by 10 digits.', examples: ['+919876543210'] }),
    addresses: Type.Array(AddressSchema),
    created_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export const UserListSchema = Type.Array(UserSchema);

/** A customer as staff list them: the account and their store credit balance. */
export const AdminUserSchema = Type.Object(
  { ...UserSchema.properties, store_credit: Type.Number({ description: "The customer's store credit balance (rupees)." }) },
  { additionalProperties: false },
);
export const AdminUserListSchema = Type.Array(AdminUserSchema);

export const AdminUsersQuerySchema = Type.Object(
  {
    ...OptionalPaginationQuery,
    q: Type.Optional(Type.String({ maxLength: 100, description: 'Name (any case) or phone digits the customer’s account contains, taken literally.' })),
  },
  { additionalProperties: false },
);

export const SessionSchema = Type.Object(
  { user: UserSchema, token: Type.String({ description: 'Customer JWT; send it as x-auth-token.' }) },
  { additionalProperties: false },
);

export const RegisterSchema = Type.Object({ name: NameSchema, phone: PhoneSchema, password: PasswordSchema }, { additionalProperties: false });

/** A 6-digit code sent by SMS: to sign up, to reset a password, or to sign in after 5 wrong passwords. */
export const OtpCodeSchema = Type.String({ pattern: '^[0-9]{6}$', maxLength: 6, description: 'The 6-digit code from the SMS.' });

/**
 * A sign-up waiting for its code. `signUpToken` goes back with the code, so only the browser that started this
 * sign-up can finish it: someone else who starts a sign-up for the same number cannot have the owner's code make
 * an account with their password.
 */
export const SignUpStartedSchema = Type.Object(
  { msg: Type.String(), signUpToken: Type.String({ minLength: 32, maxLength: 64, description: 'Send it back with the code.' }) },
  { additionalProperties: false },
);

/** Confirms a sign-up with the code sent to its phone, from the browser that started it. */
export const RegisterVerifySchema = Type.Object(
  {
    phone: PhoneSchema,
    code: OtpCodeSchema,
    signUpToken: Type.String({ minLength: 32, maxLength: 64, description: 'From the answer of POST /api/register.' }),
  },
  { additionalProperties: false },
);

export const LoginSchema = Type.Object(
  { phone: PhoneSchema, password: LoginPasswordSchema, code: Type.Optional(OtpCodeSchema) },
  { additionalProperties: false },
);

/**
 * A refused phone sign-in (customers, delivery partners). `codeRequired: true`: the account has had 5 wrong passwords
 * in 15 minutes; a 6-digit code was sent to the phone (unless `msg` says why not) and the same call with `code`
 * signs in. Without it: a wrong phone or password, or a disabled account.
 */
export const SignInRefusedSchema = Type.Object(
  {
    msg: Type.String({ description: 'What went wrong, in plain words.' }),
    success: Type.Optional(Type.Literal(false)),
    codeRequired: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false, description: 'Not signed in: wrong phone or password, or (`codeRequired`) the code from the SMS is needed.' },
);

export const ForgotPasswordSchema = Type.Object({ phone: PhoneSchema }, { additionalProperties: false });

export const ResetPasswordSchema = Type.Object(
  {
    phone: PhoneSchema,
    otp: OtpCodeSchema,
    newPassword: PasswordSchema,
  },
  { additionalProperties: false },
);

export const AdminLoginSchema = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), password: LoginPasswordSchema },
  { additionalProperties: false },
);

export const StaffRoleSchema = Type.Enum(STAFF_ROLES, {
  description: 'owner: everything; manager: catalogue, orders, partners, coupons; dispatcher: orders and partners.',
});

export const StaffSchema = Type.Object(
  {
    id: Type.String(),
    username: Type.String(),
    name: Type.String(),
    role: StaffRoleSchema,
    active: Type.Boolean({ description: 'A disabled staff member cannot sign in; their sessions ended when disabled.' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const StaffListSchema = Type.Array(StaffSchema);

const PermissionSchema = Type.Enum(PERMISSION_NAMES);

export const AdminSessionSchema = Type.Object(
  {
    success: Type.Literal(true),
    token: Type.String({ description: 'Admin JWT; send it as x-admin-token.' }),
    staff: Type.Object(
      { ...StaffSchema.properties, permissions: Type.Array(PermissionSchema, { description: 'What this role may do (docs/features.md "Staff roles").' }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const CreateStaffSchema = Type.Object(
  {
    username: Type.String({
      minLength: 3,
      maxLength: 64,
      pattern: '^[A-Za-z0-9._-]+$',
      description: 'Letters, digits, dot, dash, underscore; case-insensitive.',
    }),
    name: NameSchema,
    password: PasswordSchema,
    role: StaffRoleSchema,
  },
  { additionalProperties: false },
);

export const UpdateStaffSchema = Type.Object(
  { role: Type.Optional(StaffRoleSchema), active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);

export const ChangePasswordSchema = Type.Object({ currentPassword: LoginPasswordSchema, newPassword: PasswordSchema }, { additionalProperties: false });

export const FreshTokenSchema = Type.Object(
  { msg: Type.String(), token: Type.String({ description: 'A fresh session for this device; every earlier one has ended.' }) },
  { additionalProperties: false },
);

export const ChangeNameSchema = Type.Object({ name: NameSchema }, { additionalProperties: false });

export const DeleteAccountSchema = Type.Object({ password: LoginPasswordSchema }, { additionalProperties: false });

/** Deleting an account is refused while an order of it is still to be delivered: the address is needed until then. */
export const DeleteAccountRefusedSchema = Type.Object({
  msg: Type.String(),
  openOrders: Type.Array(Type.Object({ id: Type.String(), delivery_status: Type.Enum(DELIVERY_STATUSES) }), {
    description: 'The orders that must be delivered or cancelled first, oldest first.',
  }),
});

export const PreferencesSchema = Type.Object(
  {
    orderMessages: Type.Boolean({ description: 'SMS about my orders (placed, assigned, out for delivery, delivered, cancelled).' }),
    language: Type.Union([Type.Literal('en'), Type.Literal('te'), Type.Null()], {
      description: "Language of those SMS: English or Telugu; null uses the shop's language at checkout.",
    }),
    refundTo: Type.Optional(
      Type.Union([Type.Literal('original'), Type.Literal('credit')], {
        description:
          "Where money the store owes back goes (an order packed lighter than ordered, an approved complaint): 'original' (the default) " +
          "back to the way the order was paid online, 'credit' to store credit. Cash orders always get store credit. Always present in " +
          'answers; left out of a change, it stays as it was.',
      }),
    ),
  },
  { additionalProperties: false },
);
