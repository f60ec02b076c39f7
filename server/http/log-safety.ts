import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import { guards } from '../shared/guards';

/**
 * What an error may put in a log (README "Security", logs): its kind, SQLSTATE code, the names of
 * the constraint, table, column and routine, and its stack frames. Never its message, detail,
 * hint or parameters: a failed query's carry the values it was given (hashes, e-mails, phones).
 */
export type SafeError = {
  type: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  stack?: string;
  cause?: SafeError;
};

const NAMES = ['constraint', 'table', 'column', 'routine'] as const;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** SQLSTATE and Node's own codes are short identifiers; anything else is not logged. */
function codeOf(value: unknown): string | undefined {
  const code = typeof value === 'number' ? String(value) : text(value);
  return code && /^[\w.-]{1,40}$/.test(code) ? code : undefined;
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const fields = error as Record<string, unknown>;
  const type =
    text(fields['name']) && fields['name'] !== 'Error'
      ? String(fields['name'])
      : error.constructor.name || 'Error';
  const safe: SafeError = { type };
  const code = codeOf(fields['code']);
  if (code) safe.code = code;
  for (const name of NAMES) {
    const value = text(fields[name]);
    if (value) safe[name] = value;
  }
  // The frames only: the first line of a stack is the message.
  const frames = text(fields['stack'])
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  if (frames) safe.stack = frames;
  if (fields['cause'] !== undefined && depth < 3)
    safe.cause = safeError(fields['cause'], depth + 1);
  return safe;
}

/** The logger's `err` serializer (every `{ err }` a log line carries goes through it). */
export function logError(error: Error): SafeError & { message: string; stack: string } {
  if (!guards.scrubErrorLogs) return stdSerializers.err(error);
  const safe = safeError(error);
  // Loggers expect a message: the kind and code stand for it.
  const code = safe.code ?? safe.cause?.code;
  return { ...safe, message: code ? `${safe.type} ${code}` : safe.type, stack: safe.stack ?? '' };
}

/** A request as it is logged: its path without the query string (which can carry `?q=` e-mails). */
export function safeRequest(request: FastifyRequest) {
  const url = guards.scrubErrorLogs ? request.url.split('?')[0] : request.url;
  return {
    method: request.method,
    url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
