import { describe, expect, it } from 'vitest';
import { adminPath, adminSections, sectionAt } from './admin-nav';

describe('the back office’s sections', () => {
  it('are the issue’s pages in order', () => {
    expect(adminSections.map((s) => `${adminPath(s.path)} ${s.label}`)).toEqual([
      '/admin Overview',
      '/admin/players Players',
      '/admin/adjustments Adjustments',
      '/admin/redemptions Redemptions',
      '/admin/kyc Identity checks',
      '/admin/amoe Mail-in entries',
      '/admin/ledger Ledger',
      '/admin/catalogue Catalogue',
      '/admin/live Live',
      '/admin/audit-log Audit log',
    ]);
  });

  it.each([
    ['/admin', 'Overview'],
    ['/admin/', 'Overview'],
    ['/admin/players', 'Players'],
    ['/admin/players/42', 'Players'],
    ['/admin/audit-log', 'Audit log'],
    ['/admin/nope', undefined],
    ['/lobby', undefined],
  ])('%s is in %s', (path, label) => {
    expect(sectionAt(path)?.label).toBe(label);
  });
});
