import { Type } from 'typebox';
import { PhoneSchema } from '../../lib/phone';
import { AddressSchema } from '../addresses/schemas';

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

export const SessionSchema = Type.Object(
  { user: UserSchema, token: Type.String({ description: 'Customer JWT; send it as x-auth-token.' }) },
  { additionalProperties: false },
);

export const RegisterSchema = Type.Object(
  { name: NameSchema, phone: PhoneSchema, password: PasswordSchema },
  { additionalProperties: false },
);

export const LoginSchema = Type.Object({ phone: PhoneSchema, password: LoginPasswordSchema }, { additionalProperties: false });

export const ForgotPasswordSchema = Type.Object({ phone: PhoneSchema }, { additionalProperties: false });

export const ResetPasswordSchema = Type.Object(
  {
    phone: PhoneSchema,
    otp: Type.String({ pattern: '^[0-9]{6}$', maxLength: 6, description: 'The 6-digit code from the SMS.' }),
    newPassword: PasswordSchema,
  },
  { additionalProperties: false },
);

export const AdminLoginSchema = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), password: LoginPasswordSchema },
  { additionalProperties: false },
);

export const AdminSessionSchema = Type.Object(
  { success: Type.Literal(true), token: Type.String({ description: 'Admin JWT; send it as x-admin-token.' }) },
  { additionalProperties: false },
);
