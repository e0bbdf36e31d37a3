/**
 * Hands the tab to another site (the API's authorize address, which sends it to the provider).
 * Its own module so a component test can see where the page would have gone: jsdom cannot leave.
 */
export function leavePage(href: string): void {
  window.location.assign(href);
}
