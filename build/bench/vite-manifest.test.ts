import { type Manifest, pageChunks, parseManifest } from './vite-manifest.js';

/** The shape Vite writes for an app with a lazily loaded route and a chunk both routes share. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b2.js'],
    dynamicImports: ['src/app/routes/signin.tsx', 'src/app/routes/clock.tsx'],
    css: ['assets/index-c3.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_form-d4.js': { file: 'assets/form-d4.js', imports: ['_react-b2.js'] },
  '_dates-e5.js': { file: 'assets/dates-e5.js', imports: ['_form-d4.js'] },
  'src/app/routes/signin.tsx': {
    file: 'assets/signin-f6.js',
    src: 'src/app/routes/signin.tsx',
    isDynamicEntry: true,
    imports: ['_react-b2.js', '_form-d4.js'],
  },
  'src/app/routes/clock.tsx': {
    file: 'assets/clock-g7.js',
    src: 'src/app/routes/clock.tsx',
    isDynamicEntry: true,
    imports: ['_form-d4.js', '_dates-e5.js'],
    dynamicImports: ['src/features/reports/chart.tsx'],
  },
  'src/features/reports/chart.tsx': {
    file: 'assets/chart-h8.js',
    isDynamicEntry: true,
    imports: ['_dates-e5.js'],
  },
};

describe('pageChunks', () => {
  it('counts the entry, the route and their static imports once each, never dynamic imports', () => {
    expect(pageChunks(MANIFEST, ['index.html', 'src/app/routes/signin.tsx'])).toEqual({
      files: [
        'assets/index-a1.js',
        'assets/react-b2.js',
        'assets/signin-f6.js',
        'assets/form-d4.js',
      ],
      missing: [],
    });
  });

  it('follows imports of imports', () => {
    expect(pageChunks(MANIFEST, ['index.html', 'src/app/routes/clock.tsx']).files).toEqual([
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/clock-g7.js',
      'assets/form-d4.js',
      'assets/dates-e5.js',
    ]);
  });

  it('survives an import cycle', () => {
    const cyclic: Manifest = {
      'index.html': { file: 'a.js', imports: ['_b.js'] },
      '_b.js': { file: 'b.js', imports: ['index.html'] },
    };
    expect(pageChunks(cyclic, ['index.html']).files).toEqual(['a.js', 'b.js']);
  });

  it('names a start the manifest lacks and still counts the others', () => {
    expect(pageChunks(MANIFEST, ['index.html', 'src/app/routes/nowhere.tsx'])).toEqual({
      files: ['assets/index-a1.js', 'assets/react-b2.js'],
      missing: ['src/app/routes/nowhere.tsx'],
    });
  });

  it('refuses a manifest whose imports point nowhere', () => {
    const broken: Manifest = { 'index.html': { file: 'a.js', imports: ['_gone.js'] } };
    expect(() => pageChunks(broken, ['index.html'])).toThrow(/"index.html" imports "_gone.js"/);
  });
});

describe('parseManifest', () => {
  it('takes what Vite writes', () => {
    expect(parseManifest(JSON.parse(JSON.stringify(MANIFEST)))).toEqual(MANIFEST);
  });

  it.each([
    ['an array', []],
    ['an entry without a file', { 'index.html': { src: 'index.html' } }],
    ['imports that are not keys', { 'index.html': { file: 'a.js', imports: [1] } }],
  ])('refuses %s', (_case, json) => {
    expect(() => parseManifest(json)).toThrow(/manifest/i);
  });
});
