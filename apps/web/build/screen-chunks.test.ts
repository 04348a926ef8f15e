import { describe, expect, it } from 'vitest';
import { COMMON_SCREENS, chunkNames, chunksWithoutCircles, type ModuleGraph, type ScreenRoots } from './screen-chunks';
import { source } from './screen-preloads';

/** A module graph from `module: [static imports]` and `module: [lazy imports]`. */
function graphOf(imports: Record<string, string[]>, lazyImports: Record<string, string[]> = {}): ModuleGraph {
  return { importsOf: (id) => imports[id] ?? [], lazyImportsOf: (id) => lazyImports[id] ?? [] };
}

const entry = '/app/main.tsx';

/** `count` student screens, each loading its own page, which imports `shared`. */
const studentScreens = (
  count: number,
  shared: string[],
): { screens: ScreenRoots[]; imports: Record<string, string[]> } => {
  const screens: ScreenRoots[] = [];
  const imports: Record<string, string[]> = {};
  for (let index = 0; index < count; index += 1) {
    screens.push({ key: `student.page${index}`, roots: [`/app/page-${index}.tsx`] });
    imports[`/app/page-${index}.tsx`] = shared;
  }
  return { screens, imports };
};

describe('the chunk each screen module goes in', () => {
  it('puts what exactly the same screens load in one chunk, and a screen’s own modules in the screen’s', () => {
    const screens: ScreenRoots[] = [
      { key: 'student.dashboard', roots: ['/app/dashboard.tsx'] },
      { key: 'student.attendance', roots: ['/app/attendance.tsx'] },
    ];
    const graph = graphOf({
      '/app/dashboard.tsx': ['/app/card.tsx', '/app/badge.tsx', '/app/stat.tsx'],
      '/app/attendance.tsx': ['/app/card.tsx', '/app/badge.tsx'],
    });
    const names = chunkNames(screens, graph, entry);
    expect(names.get('/app/card.tsx')).toMatch(/^screens-[0-9a-f]{8}$/);
    expect(names.get('/app/badge.tsx')).toBe(names.get('/app/card.tsx'));
    expect(names.get('/app/dashboard.tsx')).toBe('screen-student-dashboard');
    expect(names.get('/app/stat.tsx')).toBe('screen-student-dashboard');
    expect(names.get('/app/attendance.tsx')).toBe('screen-student-attendance');
  });

  it('puts what many screens load in one chunk per set of portals', () => {
    const { screens, imports } = studentScreens(COMMON_SCREENS, ['/app/card.tsx', '/app/format.ts']);
    screens.push({ key: 'teacher.dashboard', roots: ['/app/teacher.tsx'] });
    imports['/app/teacher.tsx'] = ['/app/format.ts'];
    imports['/app/page-0.tsx'] = ['/app/card.tsx', '/app/format.ts', '/app/rare.tsx'];
    const names = chunkNames(screens, graphOf(imports), entry);
    expect(names.get('/app/card.tsx')).toBe('common-student');
    expect(names.get('/app/format.ts')).toBe('common-student-teacher');
    expect(names.get('/app/rare.tsx')).toBe('screen-student-page0');
  });

  it('never makes the landing page or what it loads lazily download a module it does not run', () => {
    const { screens, imports } = studentScreens(COMMON_SCREENS, ['/app/card.tsx', '/app/link.tsx', '/app/schema.ts']);
    screens.push({ key: 'site.landing', roots: ['/app/landing.tsx'] });
    imports['/app/landing.tsx'] = ['/app/link.tsx'];
    imports['/app/popular.tsx'] = ['/app/schema.ts'];
    const graph = graphOf(imports, { '/app/landing.tsx': ['/app/popular.tsx'] });
    const names = chunkNames(screens, graph, entry);
    const chunks = new Set([names.get('/app/card.tsx'), names.get('/app/link.tsx'), names.get('/app/schema.ts')]);
    expect(chunks.size).toBe(3);
    expect(names.get('/app/card.tsx')).toBe('common-student');
    expect(names.get('/app/link.tsx')).toMatch(/^common-student-[0-9a-f]{8}$/);
    expect(names.get('/app/schema.ts')).toMatch(/^common-student-[0-9a-f]{8}$/);
    expect(names.get('/app/popular.tsx')).toMatch(/^screens-[0-9a-f]{8}$/);
  });

  it('leaves the entry’s modules, the catalogues and the catalogue map to the bundler', () => {
    const screens: ScreenRoots[] = [{ key: 'student.dashboard', roots: ['/app/dashboard.tsx'] }];
    const catalogueMap = source('lib/catalogue-files.ts');
    const graph = graphOf({
      [entry]: ['/app/react.js'],
      '/app/dashboard.tsx': ['/app/react.js', '/app/en.po?lingui', catalogueMap, '\0rolldown/runtime.js'],
    });
    const names = chunkNames(screens, graph, entry);
    expect([...names.keys()]).toEqual(['/app/dashboard.tsx']);
  });

  it('names an import’s chunk for the same screens or more, so chunks never import each other in a circle', () => {
    const { screens, imports } = studentScreens(COMMON_SCREENS + 5, ['/app/layout.tsx']);
    imports['/app/layout.tsx'] = ['/app/card.tsx'];
    imports['/app/page-0.tsx'] = ['/app/layout.tsx', '/app/chart.tsx'];
    imports['/app/page-1.tsx'] = ['/app/layout.tsx', '/app/chart.tsx'];
    imports['/app/chart.tsx'] = ['/app/card.tsx'];
    const names = chunkNames(screens, graphOf(imports), entry);
    const chunkImports = new Map<string, Set<string>>();
    for (const [module, moduleImports] of Object.entries(imports)) {
      const from = names.get(module) ?? '';
      for (const imported of moduleImports) {
        const to = names.get(imported) ?? '';
        if (to !== from) chunkImports.set(from, (chunkImports.get(from) ?? new Set()).add(to));
      }
    }
    for (const [from, tos] of chunkImports)
      for (const to of tos) expect(chunkImports.get(to)?.has(from) ?? false).toBe(false);
    expect(names.get('/app/chart.tsx')).toMatch(/^screens-/);
    expect(names.get('/app/card.tsx')).toBe('common-student');
  });
});

describe('the build’s check for chunks importing each other in a circle', () => {
  const check = (imports: Record<string, string[]>) => {
    const bundle = Object.fromEntries(
      Object.entries(imports).map(([fileName, chunkImports]) => [
        fileName,
        { type: 'chunk', fileName, imports: chunkImports },
      ]),
    );
    const { generateBundle } = chunksWithoutCircles();
    if (typeof generateBundle !== 'function') throw new Error('generateBundle is not a function');
    (generateBundle as (options: unknown, bundle: unknown) => void).call({}, {}, bundle);
  };

  it('accepts chunks that import only other chunks', () => {
    expect(() => check({ 'a.js': ['b.js', 'c.js'], 'b.js': ['c.js'], 'c.js': [] })).not.toThrow();
  });

  it('fails the build on a circle, naming it', () => {
    expect(() => check({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['a.js'] })).toThrow(
      'chunks import each other in a circle: a.js → b.js → c.js → a.js',
    );
  });
});
