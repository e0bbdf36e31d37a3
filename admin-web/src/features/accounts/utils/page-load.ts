/**
 * Leaves the app by loading a page afresh, which drops every cache and open screen of the
 * account that just went away. An object, so tests can watch it instead of navigating jsdom.
 */
export const pageLoad = {
  to(href: string): void {
    window.location.assign(href);
  },
};
