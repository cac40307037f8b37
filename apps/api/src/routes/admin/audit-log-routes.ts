import { ApiErrorBody, AuditLogPage, AuditLogQuery } from '@casino/contracts';
import { auditLogCsv, auditLogCsvFileName, auditLogPage, auditLogRows, calendarDayOf } from '@casino/domain';
import { z } from 'zod';
import type { ApiContext, ApiInstance } from '../../api-context.js';
import { adminReadErrors } from './dashboard-routes.js';

// The CSV takes the list's filters; its paging fields are accepted and ignored (it is every page).
const AuditLogCsvQuery = AuditLogQuery;

/** The audit log of every staff action: a filtered, paged list and its CSV export. */
export function auditLogRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every staff action, newest first, filtered by actor, action, target and UTC days',
        querystring: AuditLogQuery,
        response: { 200: AuditLogPage, 400: ApiErrorBody, ...adminReadErrors },
      },
    },
    async (request) => auditLogPage(ctx.db, request.query),
  );

  app.get(
    '/api/admin/audit-log.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The filtered audit log as CSV (RFC 4180), every matching row up to the export limit',
        querystring: AuditLogCsvQuery,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('text/csv; charset=utf-8'),
          400: ApiErrorBody,
          ...adminReadErrors,
        },
      },
    },
    async (request, reply) => {
      const csv = auditLogCsv(await auditLogRows(ctx.db, request.query));
      const fileName = auditLogCsvFileName(request.query, calendarDayOf(ctx.clock()));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
}
