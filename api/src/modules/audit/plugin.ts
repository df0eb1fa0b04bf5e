import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { recordAudit } from './service';
import { changesBetween, type AuditChange, type Snapshot } from './changes';
import type { AuditTarget } from '@farm-store/contracts/enums';
import type { AuditTargetReaders } from './targets';

/** A route's audit declaration: `config: audited('order.assign', 'order')`. */
export interface AuditSpec {
  action: string;
  target: AuditTarget;
  /** The target is the caller's own account (e.g. changing one's password). */
  self?: boolean;
  /** Recorded instead of a before → after comparison (for changes the snapshot does not show, like a password). */
  changes?: AuditChange[];
  /** The target's id when the route names none: there is one such thing (the store's settings). */
  fixedId?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Record every successful call of this route in the audit log (modules/audit). */
    audit?: AuditSpec;
  }
  interface FastifyRequest {
    /** The audited target as it was before the handler ran (set by the audit plugin). */
    auditBefore?: Snapshot | null;
  }
}

/** The route option that puts a mutation in the audit log. */
export const audited = (action: string, target: AuditTarget, extra: Pick<AuditSpec, 'self' | 'changes' | 'fixedId'> = {}): { audit: AuditSpec } => ({
  audit: { action, target, ...extra },
});

const toArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

const paramId = (request: FastifyRequest, spec: AuditSpec): string | null => {
  if (spec.self) return request.auth?.id ?? null;
  if (spec.fixedId) return spec.fixedId;
  const id = (request.params as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : null;
};

/** The created target's id, read from the answer (`{id}`, or an uploaded picture's `imageUrl`). */
function answeredId(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const body = JSON.parse(payload) as { id?: unknown; imageUrl?: unknown };
    if (typeof body.id === 'string') return body.id;
    if (typeof body.imageUrl === 'string') return body.imageUrl.split('/').pop() ?? null;
  } catch {
    // not JSON: nothing to read
  }
  return null;
}

/**
 * The audit log in one place. Every route declaring `config: audited(action, target)` gets two hooks: after its
 * own preHandlers (so only a caller already allowed in costs a read) the target is read as it is; when the route
 * answers 2xx the target is read again and `{at, actor, action, target and its label, changes: before → after}` is appended
 * before the answer leaves, so a caller who sees the answer can already read the entry. Refused and failed
 * calls are not recorded (they changed nothing). `targets`: how each kind of target is read, from the domain that owns it.
 */
export default fp<{ targets: AuditTargetReaders }>(
  async (app, { targets }) => {
    /** The target as stored now; null when it does not exist (before a create, after a delete). */
    const snapshotOf = async (type: AuditTarget, id: string | null): Promise<Snapshot | null> => (id ? ((await targets[type]?.(id)) ?? null) : null);
    app.decorateRequest('auditBefore', undefined);
    app.addHook('onRoute', (route) => {
      const spec = route.config?.audit;
      if (!spec) return;
      const captureBefore: preHandlerAsyncHookHandler = async function (request) {
        request.auditBefore = await snapshotOf(spec.target, paramId(request, spec));
      };
      const record: onSendAsyncHookHandler = async function (request: FastifyRequest, reply: FastifyReply, payload) {
        if (reply.statusCode < 200 || reply.statusCode >= 300 || !request.auth) return payload;
        const id = paramId(request, spec) ?? answeredId(payload);
        const after = await snapshotOf(spec.target, id);
        const before = request.auditBefore ?? null;
        await recordAudit({
          actor: { id: request.auth.id, name: request.auth.name ?? '', role: request.auth.staffRole ?? request.auth.role },
          action: spec.action,
          target: { type: spec.target, id, label: after?.label ?? before?.label ?? null },
          changes: spec.changes ?? changesBetween(before, after),
        });
        return payload;
      };
      route.preHandler = [...toArray(route.preHandler), captureBefore];
      route.onSend = [...toArray(route.onSend), record];
    });
  },
  { name: 'audit', dependencies: ['auth'] },
);
