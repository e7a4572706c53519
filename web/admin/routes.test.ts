// The route table draws both the router and the header: what each role is linked to and can reach.
import { describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES, navFor, routesFor } from './routes.ts';

describe('the console route table', () => {
  it('links an admin to every page of the header, the dashboard only at its own address', () => {
    const nav = navFor('admin');
    expect(nav.map((n) => n.label)).toEqual([
      'Dashboard',
      'Leads',
      'Funnel',
      'Sources',
      'Revenue',
      'Messages',
      'Privacy',
      'Buyers',
      'Webhooks',
      'Audit log',
      'Accounts',
    ]);
    expect(nav.filter((n) => n.end).map((n) => n.to)).toEqual(['/']);
  });

  it('gives a viewer no link to an admin page, and no buyer pages at all', () => {
    expect(navFor('viewer').map((n) => n.label)).toEqual(['Dashboard', 'Leads', 'Funnel', 'Sources', 'Revenue', 'Messages', 'Privacy']);
    const paths = routesFor('viewer').map((r) => r.path);
    expect(paths).not.toContain('/buyers');
    expect(paths).not.toContain('/buyers/:id');
    // These answer a viewer with the page saying it is for admins (the webhooks and viewer e2e specs).
    expect(paths).toEqual(expect.arrayContaining(['/webhooks', '/audit', '/accounts']));
  });

  it('has one route per address', () => {
    const paths = CONSOLE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routesFor('admin')).toEqual(CONSOLE_ROUTES);
  });
});
