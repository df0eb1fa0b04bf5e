import { Type } from 'typebox';

export const HealthSchema = Type.Object({ status: Type.Literal('ok'), db: Type.Literal('up') });
export const UnhealthySchema = Type.Object({ msg: Type.String(), status: Type.Literal('degraded'), db: Type.Literal('down') });
