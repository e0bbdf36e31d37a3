// Every screen of the web app against WCAG 2.2 AA (axe-core), in English and Japanese, light and
// dark, failing on any serious or critical violation (issue 17): one sweep with one signed-in
// page and one signed-out page, so later screens stay clean at the cost of one set-up. The table
// below is keyed by config/paths.ts: a page added there fails to compile here until it is swept
// (or skipped with a reason). The kiosk terminal at /kiosk/ has its own sweep (kiosk/e2e).
// With SCREENSHOTS_DIR set, every page is photographed in light mode.
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.js';
import {
  blockingViolations,
  type ColorScheme,
  checkBothSchemes,
  dialogSettled,
  ready,
} from './support/axe-sweep.js';
import { buildSweepWorld, type SweepWorld } from './accessibility-world.js';
import { type Locale, paths, withLocale } from '../src/config/paths.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');
// A trace of some 160 page states costs a sixth of the sweep's time and 100 MB; a failure names
// the page, the mode, the rule and the elements, which is what fixing it takes.
test.use({ trace: 'off' });

type PageName = keyof typeof paths;

interface Visit {
  /** Signed out, or the workspace's owner (every permission). */
  who: 'guest' | 'owner';
  /** The address without a locale prefix. */
  path: (world: SweepWorld) => string;
  /** The help layout is always light (spec section 2): there is no dark mode to check. */
  lightOnly?: true;
}

const guest = (path: string): Visit => ({ who: 'guest', path: () => path });
const owner = (path: string): Visit => ({ who: 'owner', path: () => path });
const help = (who: Visit['who'], path: string): Visit => ({
  who,
  path: () => path,
  lightOnly: true,
});
const ofMember = (
  name: 'memberTimestamps' | 'memberRequests' | 'memberDrafts' | 'memberTasks' | 'memberReports',
) =>
  ({
    who: 'owner',
    path: (world: SweepWorld) => paths[name].getHref({ id: world.idMember }),
  }) as const;

const screens: Record<PageName, Visit | { skip: string }> = {
  index: { skip: 'redirects: to sign-in when signed out, to home when signed in' },
  signIn: guest(paths.signIn.getHref({})),
  signUp: guest(paths.signUp.getHref({})),
  signUpEmailVerify: guest(paths.signUpEmailVerify.getHref({})),
  signUpEmailVerified: guest(paths.signUpEmailVerified.getHref({})),
  signUpEmailMember: guest(paths.signUpEmailMember.getHref({})),
  signUpMember: guest(paths.signUpMember.getHref({})),
  signUpMemberInvite: { who: 'guest', path: (world) => world.invitationHref },
  forgotPasswordVerify: guest(paths.forgotPasswordVerify.getHref({})),
  forgotPasswordReset: guest(paths.forgotPasswordReset.getHref({})),
  signingIn: { skip: 'a redirect step after single sign-on, never shown for long' },
  linking: owner(paths.linking.getHref({})),
  initializing: { skip: 'a redirect step while the account loads, never shown for long' },
  setup: owner(paths.setup.getHref({})),
  home: owner(paths.home.getHref({})),
  clock: owner(paths.clock.getHref({})),
  break: owner(paths.break.getHref({})),
  timestampsListView: owner(paths.timestampsListView.getHref({})),
  timestampsTimelineView: owner(paths.timestampsTimelineView.getHref({})),
  requests: owner(paths.requests.getHref({})),
  drafts: owner(paths.drafts.getHref({})),
  profile: owner(paths.profile.getHref({})),
  kioskSelfies: owner(paths.kioskSelfies.getHref({})),
  settingsAccount: owner(paths.settingsAccount.getHref({})),
  settingsAccountSecurity: owner(paths.settingsAccountSecurity.getHref({})),
  settingsAccountSignin: owner(paths.settingsAccountSignin.getHref({})),
  slackLink: owner(`${paths.slackLink.getHref({})}?token=unknown`),
  settingsWorkspace: owner(paths.settingsWorkspace.getHref({})),
  settingsWorkspaceMembers: owner(paths.settingsWorkspaceMembers.getHref({})),
  settingsWorkspaceProfile: owner(paths.settingsWorkspaceProfile.getHref({})),
  settingsWorkspacePermissions: owner(paths.settingsWorkspacePermissions.getHref({})),
  settingsWorkspacePlans: owner(paths.settingsWorkspacePlans.getHref({})),
  settingsWorkspaceIntegrations: owner(paths.settingsWorkspaceIntegrations.getHref({})),
  memberTimestamps: ofMember('memberTimestamps'),
  memberRequests: ofMember('memberRequests'),
  memberDrafts: ofMember('memberDrafts'),
  memberTasks: ofMember('memberTasks'),
  memberReports: ofMember('memberReports'),
  reportsAttendance: owner(paths.reportsAttendance.getHref({})),
  reportsSummary: owner(paths.reportsSummary.getHref({})),
  approvals: owner(paths.approvals.getHref({})),
  whoIsWorking: owner(paths.whoIsWorking.getHref({})),
  projects: owner(paths.projects.getHref({})),
  projectTimestamps: {
    who: 'owner',
    path: (world) => paths.projectTimestamps.getHref({ id: world.idProject }),
  },
  projectTotal: {
    who: 'owner',
    path: (world) => paths.projectTotal.getHref({ id: world.idProject }),
  },
  projectReports: {
    who: 'owner',
    path: (world) => paths.projectReports.getHref({ id: world.idProject }),
  },
  tasks: owner(paths.tasks.getHref({})),
  clients: owner(paths.clients.getHref({})),
  tags: owner(paths.tags.getHref({})),
  taskCategories: owner(paths.taskCategories.getHref({})),
  search: owner(paths.search.getHref({ q: 'Difference' })),
  help: help('guest', paths.help.getHref({})),
  helpSearch: help('guest', paths.helpSearch.getHref({ q: 'break' })),
  helpCategory: help('guest', paths.helpCategory.getHref({ categoryName: 'clocking' })),
  helpArticle: help(
    'guest',
    paths.helpArticle.getHref({ categoryName: 'clocking', articleName: 'clock-in-and-out' }),
  ),
  guide: help('owner', paths.guide.getHref({})),
  whyPunchcard: help('guest', paths.whyPunchcard.getHref({})),
  feedback: owner(paths.feedback.getHref({})),
  browse: owner(paths.browse.getHref({})),
  details: owner(paths.details.getHref({})),
  permission: owner(paths.permission.getHref({})),
  setupPin: guest(`${paths.setupPin.getHref({})}?token=e2e-not-a-real-token`),
  qrHandler: { who: 'owner', path: (world) => `${world.badge.pathname}${world.badge.search}` },
};

/** The layouts on a phone: header, drawer menu and the widest content, in both modes. */
const phoneScreens: PageName[] = [
  'signIn',
  'home',
  'settingsWorkspaceMembers',
  'settingsWorkspacePlans',
  'memberTimestamps',
  'approvals',
];

/** Open dialogs and drawers that older per-screen checks covered, by the page they open on. */
const dialogs: { page: PageName; name: string; open: (page: Page) => Promise<void> }[] = [
  {
    page: 'settingsWorkspace',
    name: 'kiosk pairing code',
    open: async (page) => {
      await page.getByRole('button', { name: /Front door/ }).click();
      await page.getByRole('menuitem', { name: /New pairing code|新しいペアリングコード/ }).click();
      await expect(page.getByRole('dialog').getByRole('img', { name: /QR/ })).toBeVisible();
    },
  },
  {
    page: 'settingsWorkspace',
    name: 'kiosk revocation',
    open: async (page) => {
      await page.getByRole('button', { name: /Front door/ }).click();
      await page.getByRole('menuitem', { name: /Revoke|無効化/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    page: 'settingsWorkspaceMembers',
    name: 'kiosk credentials',
    open: async (page) => {
      await page
        .getByRole('button', { name: /Kiosk credentials|キオスク認証/ })
        .last()
        .click();
      await expect(page.getByRole('dialog').getByRole('img', { name: /QR/ })).toBeVisible();
    },
  },
  {
    page: 'kioskSelfies',
    name: 'enlarged selfie',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Selfie of|自撮り写真/ })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByRole('img').first()).toBeVisible();
    },
  },
];

const shotsDir = process.env.SCREENSHOTS_DIR;

// One world, one signed-in tab and one signed-out tab for the whole file (per worker); the
// sweep is split into tests by locale and kind so each has its own time budget on a busy machine.
let world: SweepWorld;
let page: Page;
let signedOut: Page;
const schemeOf = new Map<Page, ColorScheme>();

test.beforeAll(async ({ browser, playwright }, testInfo) => {
  const { baseURL } = testInfo.project.use;
  test.setTimeout(300_000);
  const started = Date.now();
  page = await (await browser.newContext({ baseURL })).newPage();
  world = await buildSweepWorld(page.request, playwright.request, baseURL ?? '');
  signedOut = await (await browser.newContext({ baseURL })).newPage();
  // A control that never shows fails its step in good time rather than the whole sweep.
  for (const tab of [page, signedOut]) {
    tab.setDefaultTimeout(20_000);
    schemeOf.set(tab, 'light');
  }
  console.log(`accessibility sweep: set-up ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test.afterAll(async () => {
  await page.context().close();
  await signedOut.context().close();
});

/** Opens `name` under `locale`, ready to be checked; undefined for a skipped page. */
async function open(name: PageName, locale: Locale | undefined, width: number) {
  const visit = screens[name];
  if ('skip' in visit) return undefined;
  const tab = visit.who === 'guest' ? signedOut : page;
  await tab.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  await tab.goto(withLocale(visit.path(world), locale));
  await ready(tab);
  const label = `${withLocale(visit.path(world), locale)} @${width}`;
  return { tab, label, lightOnly: visit.lightOnly === true };
}

/**
 * Checks `tab` in both modes, starting with the one it shows (one switch, no reload); a page
 * that is always light once, leaving the emulated mode as it was.
 */
async function check(tab: Page, label: string, lightOnly = false) {
  let found: string[];
  if (lightOnly) {
    found = (await blockingViolations(tab)).map((violation) => `[light] ${violation}`);
  } else {
    const checked = await checkBothSchemes(tab, schemeOf.get(tab) ?? 'light');
    schemeOf.set(tab, checked.left);
    found = checked.found;
  }
  expect.soft(found, `serious or critical axe violations on ${label}`).toEqual([]);
}

async function sweep(name: PageName, locale: Locale | undefined, width = 1280) {
  const opened = await open(name, locale, width);
  if (opened === undefined) return;
  if (shotsDir !== undefined && (opened.lightOnly || schemeOf.get(opened.tab) === 'light')) {
    await opened.tab.screenshot({
      path: `${shotsDir}/${name}-${locale ?? 'en'}-${width}.png`,
      fullPage: true,
    });
  }
  await check(opened.tab, opened.label, opened.lightOnly);
}

/** Logs how long a part of the sweep took, to watch it as screens are added. */
function timed(part: string, run: () => Promise<void>) {
  return async () => {
    const started = Date.now();
    await run();
    console.log(`accessibility sweep: ${part} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
}

for (const locale of [undefined, 'ja'] as const) {
  const language = locale === 'ja' ? 'Japanese' : 'English';
  test(
    `every screen meets WCAG 2.2 AA in ${language}, light and dark`,
    timed(`${language} screens`, async () => {
      test.setTimeout(600_000);
      for (const name of Object.keys(screens) as PageName[]) {
        await test.step(`${name} ${locale ?? ''}`, () => sweep(name, locale));
      }
    }),
  );

  test(
    `every open dialog meets WCAG 2.2 AA in ${language}, light and dark`,
    timed(`${language} dialogs`, async () => {
      test.setTimeout(600_000);
      for (const dialog of dialogs) {
        await test.step(`${dialog.name} dialog ${locale ?? ''}`, async () => {
          const opened = await open(dialog.page, locale, 1280);
          if (opened === undefined) return;
          const label = `${dialog.name} dialog (${locale ?? 'en'})`;
          try {
            await dialog.open(opened.tab);
            await dialogSettled(opened.tab);
          } catch (error) {
            expect.soft(error, `${label} opens`).toBeUndefined();
            return;
          }
          await check(opened.tab, label);
        });
      }
    }),
  );
}

test(
  'the layouts meet WCAG 2.2 AA on a 390 px phone, light and dark',
  timed('phone screens', async () => {
    test.setTimeout(600_000);
    for (const name of phoneScreens) {
      await test.step(`${name} at 390 px`, () => sweep(name, undefined, 390));
    }
  }),
);
