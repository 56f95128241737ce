import type { NextFunction, Request, Response } from 'express';
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload } from 'jose';
import { selfFetch } from './selfFetch.ts';
import { derived, type SandboxConfig } from './config.ts';

export interface Caller {
  /** The lowercased username from the token: the account every card and saved payment belongs to. */
  username: string;
  name: string;
  scopes: Set<string>;
}

export function caller(res: Response): Caller {
  return res.locals.caller as Caller;
}

/**
 * Bearer authentication for the customer API: a JWT access token from the sandbox identity provider,
 * checked against its JWKS over HTTP (issuer, audience, expiry, signature), with the read scope for
 * reads and the write scope for changes.
 */
export function bearerAuth(config: SandboxConfig, jwksUrl: URL) {
  const d = derived(config);
  // Over https, its own certificate is trusted for this one request (selfFetch).
  const jwks = createRemoteJWKSet(jwksUrl, {
    cooldownDuration: 1000,
    ...(config.tls ? { [customFetch]: (url: string) => selfFetch(url, config) } : {}),
  });
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const challenge = (error: string, description: string) => {
      res.set('WWW-Authenticate', `Bearer error="${error}", error_description="${description}"`);
      res.status(401).json({ message: description });
    };
    if (!match) return challenge('invalid_request', 'A bearer access token is required');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(match[1]!, jwks, {
        issuer: d.issuer,
        audience: config.apiAudience,
        algorithms: ['RS256', 'PS256', 'ES256'],
      }));
    } catch (e) {
      return challenge('invalid_token', `The access token is not valid: ${(e as Error).message}`);
    }
    const scopes = new Set(
      String(payload.scope ?? '')
        .split(' ')
        .filter(Boolean),
    );
    const needed = req.method === 'GET' || req.method === 'HEAD' ? d.readScope : d.writeScope;
    if (!scopes.has(needed)) {
      res.set('WWW-Authenticate', `Bearer error="insufficient_scope", scope="${needed}"`);
      res.status(403).json({ message: `The access token lacks the scope ${needed}` });
      return;
    }
    const username = String(payload.username ?? (Array.isArray(payload.emails) ? payload.emails[0] : '') ?? '').toLowerCase();
    if (!username) return challenge('invalid_token', 'The access token carries no username');
    res.locals.caller = { username, name: String(payload.name ?? ''), scopes } satisfies Caller;
    next();
  };
}
