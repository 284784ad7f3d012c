/** Helpers of the team and audit browser tests: members added through the owner's API, signed in through the real code. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TeamRole } from '../../src/shared/roles';
import { waitForMail } from '../support/mail';
import { adminToken, signInThroughApi, uniqueEmail } from '../support/shop-session';

export { expectNoSidewaysScroll as expectNoOverflow } from '../support/screens';

/** Adds a member with this role (as the e2e owner) and signs them in; answers their address and token. */
export async function memberSignedIn(request: APIRequestContext, role: TeamRole): Promise<{ email: string; token: string; id: string }> {
  const email = uniqueEmail(role);
  const startedAt = Date.now() - 1000;
  const added = await request.post('/api/admin/team', { headers: { authorization: await adminToken(request) }, data: { email, role } });
  expect(added.status(), await added.text()).toBe(201);
  const { results } = (await added.json()) as { results: { _id: string } };
  // The mail telling them has a link with the port's four digits: it must be in before the
  // code's mail is looked for, older than the second that look reaches back.
  await waitForMail(email, { after: startedAt });
  await new Promise((resolve) => setTimeout(resolve, 1100));
  return { email, id: results._id, token: await signInThroughApi(request, email) };
}

/** The page's width and a height of its kind (a phone or a desktop). */
export const viewport = (page: Page, width: number) => page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
