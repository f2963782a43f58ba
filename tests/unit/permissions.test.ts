import { describe, expect, it } from 'vitest';
import { accessOf, can, mayCall } from '../../src/contract/permissions';
import { RESOURCE_NAMES } from '../../src/resources';

describe('the roles table', () => {
  it('names every dashboard resource for the owner, who may do everything', () => {
    for (const name of RESOURCE_NAMES) expect(can('owner', name, 'delete'), name).toBe(true);
  });

  it('gives each role its screens only', () => {
    expect(can('rental', 'fleet', 'create')).toBe(true);
    expect(can('rental', 'events', 'list')).toBe(false);
    expect(can('door', 'tickets', 'list')).toBe(true);
    expect(can('door', 'tickets', 'edit')).toBe(false);
    expect(can('door', 'events', 'delete')).toBe(false);
    expect(can('accounts', 'approvals', 'list')).toBe(true);
    expect(can('accounts', 'members', 'list')).toBe(false);
    expect(can('events', 'funds', 'create')).toBe(false);
    // A name the table does not know is the owner's alone.
    expect(can('events', 'somethingNew', 'list')).toBe(false);
  });

  it('reads a call’s resource from its path and its action from its method', () => {
    expect(accessOf('POST', '/api/business/bulk_add_funds')).toEqual({ resource: 'funds', action: 'create' });
    expect(accessOf('GET', '/api/events/e1/stats')).toEqual({ resource: 'statistics', action: 'list' });
    expect(accessOf('PUT', '/api/tickets/t1/status')).toEqual({ resource: 'tickets', action: 'edit' });
    expect(accessOf('GET', '/api/unheard-of')).toBeUndefined();
    expect(mayCall('rental', 'GET', '/api/users/me')).toBe(true);
    expect(mayCall('rental', 'GET', '/api/unheard-of')).toBe(false);
    expect(mayCall('door', 'PUT', '/api/tickets/t1/status')).toBe(false);
  });
});
