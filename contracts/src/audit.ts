import { Type } from 'typebox';
import { PageQuery } from './common';
import { AUDIT_TARGETS } from './enums';

export const AuditEntrySchema = Type.Object(
  {
    id: Type.String(),
    at: Type.String({ format: 'date-time' }),
    actor: Type.Object({ id: Type.String(), name: Type.String(), role: Type.String({ description: 'owner, manager, dispatcher or partner.' }) }),
    action: Type.String({ examples: ['order.assign'] }),
    target: Type.Object({ type: Type.String(), id: Type.Union([Type.String(), Type.Null()]) }),
    summary: Type.String({ description: '`field: before → after; …`, `created: …` or `deleted: …`.' }),
  },
  { additionalProperties: false },
);

const DateQuery = Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time', maxLength: 40 })], {
  description: 'YYYY-MM-DD (a day in Hyderabad, inclusive) or an ISO moment.',
});

export const AuditQuerySchema = Type.Object(
  {
    target: Type.Optional(Type.Enum(AUDIT_TARGETS)),
    targetId: Type.Optional(Type.String({ maxLength: 64 })),
    actor: Type.Optional(Type.String({ maxLength: 64 })),
    from: Type.Optional(DateQuery),
    to: Type.Optional(DateQuery),
    page: Type.Optional(PageQuery),
  },
  { additionalProperties: false },
);

export const AuditPageSchema = Type.Object(
  { entries: Type.Array(AuditEntrySchema), total: Type.Integer(), page: Type.Integer(), totalPages: Type.Integer() },
  { additionalProperties: false },
);
