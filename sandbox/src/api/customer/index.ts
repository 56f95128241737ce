/**
 * The agency's customer API (spec section 7), every call behind a bearer token and owned by its caller: one router,
 * its routes registered by area.
 */
import { Router } from 'express';
import type { PasswordPolicy } from '../../accounts.ts';
import type { SandboxConfig } from '../../config.ts';
import type { Db } from '../../db.ts';
import { registerCards } from './cards.ts';
import { registerProducts } from './products.ts';
import { registerClients } from './clients.ts';
import { registerSavedCards } from './savedCards.ts';
import { registerThresholds } from './thresholds.ts';
import { registerPayments } from './payments.ts';
import { registerAccount } from './account.ts';

export function customerApi(db: Db, config: SandboxConfig, policy: PasswordPolicy): Router {
  const r = Router();
  const context = { db, config, policy };
  registerCards(r, context);
  registerProducts(r, context);
  registerClients(r, context);
  registerSavedCards(r, context);
  registerThresholds(r, context);
  registerPayments(r, context);
  registerAccount(r, context);
  return r;
}
