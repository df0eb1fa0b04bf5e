/** A token shaped like the API's JWTs, with the given role claim (the app never verifies signatures). */
export function fakeJwt(role: string) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'staff-1', role })}.signature`;
}
