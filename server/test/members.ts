import type { FastifyInstance } from 'fastify';
import type { Position, RegistrationPayload, RegistrationResponse } from '../../contract/auth';
import type { Database } from '../db/client';
import { createRoot } from '../bootstrap';

export const ROOT_CODE = 'LT1000001';
export const ROOT_PASSWORD = 'root-password-1';
export const PASSWORD = 'member-password-1';

export async function seedRoot(db: Database) {
  return createRoot(db, ROOT_CODE, ROOT_PASSWORD);
}

let counter = 0;
export function person(name = `Member ${++counter}`): Omit<RegistrationPayload, 'sponsorId'> {
  return {
    name,
    mobileNumber: '98765' + String(10000 + (counter % 90000)).slice(-5),
    email: `m${counter}@example.com`,
    password: PASSWORD,
  };
}

const paths = {
  left: '/api/auth/register-user-left',
  right: '/api/auth/register-user-right',
  auto: '/api/auth/register-user',
} as const;

/** Registers through the real route; `token` registers as that member (the member area). */
export async function register(
  app: FastifyInstance,
  under: string,
  position: Position | 'auto',
  token?: string,
  who = person(),
) {
  const res = await app.inject({
    method: 'POST',
    url: paths[position],
    payload: { ...who, sponsorId: under },
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`register ${res.statusCode}: ${res.body}`);
  return res.json<RegistrationResponse>();
}

export async function login(app: FastifyInstance, sponsorId: string, password = PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login-user',
    payload: { sponsorId, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${res.statusCode}: ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
