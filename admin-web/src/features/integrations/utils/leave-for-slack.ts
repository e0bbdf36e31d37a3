/**
 * Sends the browser to Slack's authorize page. An object, so tests can watch it instead of
 * navigating jsdom.
 */
export const leaveForSlack = {
  to(href: string): void {
    window.location.assign(href);
  },
};
