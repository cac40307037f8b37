import {
  AccountEntriesPage,
  AccountIdParams,
  AdminAccountsPage,
  AdminAccountsQuery,
  ApiErrorBody,
  LedgerAuditRun,
  LedgerAuditRunsPage,
  PageQueryFields,
} from '@casino/contracts';
import { accountEntries, adminAccounts, ledgerAuditRuns, runLedgerAudit } from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { staffOf } from './admin-scope.js';
import { adminReadErrors, adminWriteErrors } from './dashboard-routes.js';

const PageQuery = z.strictObject({ ...PageQueryFields });

/** The back office's ledger: the conservation audit's runs (and a run now), any account and its entries. */
export function ledgerRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/admin/ledger/audits',
    {
      schema: {
        tags: ['admin'],
        summary: "The conservation audit's runs, newest first",
        querystring: PageQuery,
        response: { 200: LedgerAuditRunsPage, 400: ApiErrorBody, ...adminReadErrors },
      },
    },
    async (request) => ledgerAuditRuns(ctx.db, request.query),
  );

  app.post(
    '/api/admin/ledger/audits',
    {
      schema: {
        tags: ['admin'],
        summary: 'Runs the conservation audit now and stores its run (audit-logged)',
        response: { 200: LedgerAuditRun, ...adminWriteErrors },
      },
    },
    async (request) =>
      runLedgerAudit(ctx.db, { trigger: 'manual', staff: staffOf(request), clock: ctx.clock }),
  );

  app.get(
    '/api/admin/ledger/accounts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ledger accounts with their owner, balance and entry count',
        querystring: AdminAccountsQuery,
        response: { 200: AdminAccountsPage, 400: ApiErrorBody, ...adminReadErrors },
      },
    },
    async (request) => adminAccounts(ctx.db, request.query),
  );

  app.get(
    '/api/admin/ledger/accounts/:accountId/entries',
    {
      schema: {
        tags: ['admin'],
        summary: "An account's entries, newest first, with the balance after each and the other side",
        params: AccountIdParams,
        querystring: PageQuery,
        response: { 200: AccountEntriesPage, 400: ApiErrorBody, 404: ApiErrorBody, ...adminReadErrors },
      },
    },
    async (request) => accountEntries(ctx.db, request.params.accountId, request.query),
  );
}
