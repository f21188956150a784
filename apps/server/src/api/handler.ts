import type { RequestDefinition, RequestName, Requests } from '@labbench/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Authenticated } from '../shared/sessions.ts';
import type { SessionLab } from '../shared/session-view.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { failures } from './errors.ts';

export interface HandlerContext {
  db: Database;
  config: Config;
  /**
   * The caller from the Token header: set for every request whose access is not `public`, and for a public one when
   * a valid token was sent.
   */
  auth: Authenticated | null;
  /** The caller's IP address, for throttling. */
  clientAddress: string;
  /** The request's cookies (the browser binding of a provider sign-in); identity comes from the Token header only. */
  cookies: Readonly<Record<string, string | undefined>>;
  log: FastifyBaseLogger;
}

export interface HandlerResult<T> {
  data: T;
  /** A new session token, sent at the envelope's top level. */
  token?: string;
  /** A file answer's name when it depends on the payload (before the definition's fixed one). */
  fileName?: string;
}

/** A handler gets the parsed payload (RequesterUserId removed) and returns `data`; failures are thrown as ApiFailure. */
export type HandlerFor<D extends RequestDefinition> = (
  payload: z.output<D['payload']>,
  ctx: HandlerContext,
) => HandlerResult<z.output<D['response']>> | Promise<HandlerResult<z.output<D['response']>>>;

export type Handler<N extends RequestName> = HandlerFor<Requests[N]>;

export type RequestDefinitions = Record<string, RequestDefinition>;

/** What the dispatcher serves: request definitions and one handler for each. */
export interface ApiRegistry<Defs extends RequestDefinitions = RequestDefinitions> {
  definitions: Defs;
  handlers: { [N in keyof Defs]: HandlerFor<Defs[N]> };
}

/** The caller of any request but a `public` one (the dispatcher has already refused anyone else). */
export function signedIn(ctx: HandlerContext): Authenticated {
  if (!ctx.auth) throw failures.sessionExpired();
  return ctx.auth;
}

/** The caller of a `labMember` request, with the lab (the dispatcher has already refused anyone else). */
export function labMember(ctx: HandlerContext): Authenticated & { lab: SessionLab } {
  const caller = signedIn(ctx);
  if (!caller.lab) throw failures.forbidden();
  return { ...caller, lab: caller.lab };
}
