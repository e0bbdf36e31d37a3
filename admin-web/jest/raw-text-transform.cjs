// Files Vite imports with `?raw` (the help articles' Markdown): jest gets their text as the
// module's default export, as Vite's build does.
module.exports = {
  process(sourceText) {
    return { code: `module.exports = ${JSON.stringify(sourceText)};` };
  },
};
