// Applies the saved colour mode before the app loads, so a dark-mode visitor never sees a white
// flash. Mirrors Mantine's colour scheme manager (key in src/components/theme-provider.tsx). A
// file rather than an inline script: the server's Content-Security-Policy forbids inline ones.
/* global window, document */
(function () {
  var scheme = 'light';
  try {
    var saved = window.localStorage.getItem('punchcard-color-scheme');
    if (saved === 'light' || saved === 'dark') scheme = saved;
    else if (window.matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'dark';
  } catch {
    // Storage or media queries unavailable: light, like Mantine's default.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
