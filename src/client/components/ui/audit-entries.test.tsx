import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntryAnswer } from '../../../shared/contract/audit';
import { messages } from '../../../shared/messages';
import { AuditEntries } from './audit-entries';

afterEach(cleanup);

const entry = (overrides: Partial<AuditEntryAnswer>): AuditEntryAnswer => ({
  _id: crypto.randomUUID(),
  at: '2026-11-28T08:00:00.000Z',
  actor: 'admin@shop.test',
  role: 'owner',
  action: 'order.update',
  entity: 'order',
  entityId: 'o1',
  summary: 'Order #1001: from “pending” to “placed”',
  changes: {},
  ip: '127.0.0.1',
  ...overrides,
});

describe('AuditEntries', () => {
  it('names a person by address and role, and what the shop did by itself in the page’s words, not as "system · system"', () => {
    render(<AuditEntries entries={[entry({}), entry({ actor: 'system', role: 'system', action: 'shipment.districts', ip: null })]} />);
    const [person, shop] = screen.getAllByRole('listitem');
    expect(person?.textContent).toContain(`admin@shop.test · ${messages.team.roles.owner}`);
    expect(shop?.textContent).toContain(messages.team.audit.system);
    expect(shop?.textContent).not.toMatch(/system ·|· system/);
  });
});
