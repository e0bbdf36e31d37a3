import { Role } from '@punchcard/shared';
import { MATRIX } from './matrix/index.js';
import { type MatrixContext, type MatrixRow, matrixTeam, personOf } from './matrix/matrix.js';
import { setPlan } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The authorization matrix's rows once more, with the team on FREE and billing on: a plan without
 * the permissions feature applies the default map, so a Member or Guest still fails every route
 * the matrix keeps from them on BASIC (docs/decisions.md, "Plans and permissions"). Before, the
 * spec's client rule "without the feature everything passes" let them through on the server.
 */
describe('authorization on FREE with billing on', () => {
  let t: TestApp;
  let team: MatrixContext;
  beforeAll(async () => {
    t = await startTestApp({ BILLING: 'test' });
    team = await matrixTeam(t);
    await setPlan(t, team.workspaceId, 'FREE');
  });
  afterAll(() => t.close());

  async function status(row: MatrixRow, caller: Role): Promise<number> {
    const [method = '', path = ''] = row.route.split(' ');
    const request = await row.arrange(team, caller);
    expect(request.path.split('?')[0]).toMatch(
      new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    );
    const agent = personOf(team, caller)?.agent ?? t.agent();
    let pending = agent[method.toLowerCase() as 'get'](request.path);
    if (request.query) pending = pending.query(request.query);
    if (request.file) pending = pending.attach('file', request.file.bytes, request.file.name);
    else if (request.body) pending = pending.send(request.body);
    return (await pending).status;
  }

  // Rows that end or change the caller's account need a fresh team per call; none of them is a
  // manager's permission. Revoking and resending an invitation are arranged by inviting someone,
  // which FREE's 5 seats refuse for this team of 6 (invitations specs cover who may do either).
  const unarrangeable = new Set([
    'DELETE /v1/accounts/invitations/{id}',
    'POST /v1/accounts/invitations/{id}/resend',
  ]);
  const kept = (role: Role) =>
    MATRIX.filter(
      (row) =>
        !row.fresh &&
        !unarrangeable.has(row.route) &&
        !row.allow.includes(role) &&
        row.expect?.[role] !== 'allow' &&
        // Public redirects (single sign-on's) answer every caller alike with a 3xx: no refusal.
        !(row.denied !== undefined && row.denied < 400),
    ).map((row) => [row.route, row] as const);

  it.each(kept(Role.Member))('a Member is refused %s', async (_route, row) => {
    expect(await status(row, Role.Member)).toBeGreaterThanOrEqual(400);
  });

  it.each(kept(Role.Guest))('a Guest is refused %s', async (_route, row) => {
    expect(await status(row, Role.Guest)).toBeGreaterThanOrEqual(400);
  });
});
