// What jsdom lacks of a browser (the fetch API classes come from jsdom-environment.js). It lays
// nothing out: Mantine asks media queries and observes sizes, which never match or change here.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => {
    const list: Omit<MediaQueryList, 'addListener' | 'removeListener'> = {
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    // The deprecated listener methods are left out: Mantine uses the event listener ones.
    return list as MediaQueryList;
  },
});

class NoResizeObserver implements ResizeObserver {
  observe(): void {
    // Nothing is ever resized in jsdom.
  }
  unobserve(): void {
    // Nothing observed.
  }
  disconnect(): void {
    // Nothing observed.
  }
}
Object.assign(globalThis, { ResizeObserver: NoResizeObserver });

// jsdom does not scroll; react-router's scroll restoration and Mantine's menus call it.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
