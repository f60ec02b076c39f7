/** Lighthouse (mobile, the default profile) on the landing page and the member dashboard. */
import { existsSync, readFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The performance targets (README "Performance"): performance ≥ 95, accessibility 100, best practices ≥ 95. */
export const LIGHTHOUSE_TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
};

/**
 * Runs per page; the report takes the median run, as Lighthouse's own guidance on variability
 * advises: on this 2-core machine single runs of the member dashboard move by ±3 points.
 */
export const LIGHTHOUSE_RUNS = 5;

export type PageAudit = {
  page: string;
  path: string;
  /** The machine's idle CPU share (0-1) in the second before each run, in run order (null: unknown). */
  idleBeforeRuns?: (number | null)[];
  /** The median run's scores. */
  scores: Record<Category, number | null>;
  /** Every run's performance score, in run order. */
  performanceRuns?: number[];
  /** Audits that cost points in a category below its target. */
  failing: { category: Category; id: string; title: string; display?: string }[];
  error?: string;
};

export type LighthousePage = { name: string; path: string; cookie?: string };

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** A few of an audit's items (console errors, issues, elements), for the report. */
function examples(details: unknown): string[] {
  // Some audits' `items` is an object (e.g. LCP breakdown), not a list: nothing to quote then.
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return (items as Record<string, unknown>[]).slice(0, 3).flatMap((item) => {
    const text =
      item['description'] ?? item['issueType'] ?? (item['node'] as { snippet?: string })?.snippet;
    const url = typeof item['url'] === 'string' ? item['url'] : undefined;
    const sourceUrl = (item['sourceLocation'] as { url?: string } | undefined)?.url;
    const parts = [text, url ?? sourceUrl].filter((p): p is string => typeof p === 'string');
    return parts.length ? [parts.join(' @ ').slice(0, 160)] : [];
  });
}

/** Total and idle CPU time of the machine so far, from /proc/stat (clock ticks). */
function cpuTimes(): { total: number; idle: number } | undefined {
  const line = existsSync('/proc/stat') ? readFileSync('/proc/stat', 'utf8').split('\n')[0] : '';
  // user nice system idle iowait irq softirq steal (guest time is counted in user already).
  const ticks = line?.startsWith('cpu ') ? line.trim().split(/\s+/).slice(1, 9).map(Number) : [];
  if (ticks.length < 5) return undefined;
  // Waiting for the disk leaves the CPU free too.
  return { total: ticks.reduce((a, b) => a + b, 0), idle: (ticks[3] ?? 0) + (ticks[4] ?? 0) };
}

/** The run waits for a second this idle (or gives up after QUIET_LIMIT_MS and says how idle). */
export const QUIET_IDLE_SHARE = 0.85;
const QUIET_LIMIT_MS = 60_000;

/**
 * Waits until the machine's CPUs were idle for a second (at least QUIET_IDLE_SHARE of the time),
 * at most `limitMs`, and says how idle that last second was. Lighthouse's slow phone is
 * simulated from the CPU time the page takes on this machine, so the database still settling
 * after the bench's load (autovacuum, checkpoints on 2 cores) would be scored as the page's.
 */
export async function waitForQuietCpu(limitMs = QUIET_LIMIT_MS): Promise<number | undefined> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const before = cpuTimes();
    await new Promise((done) => setTimeout(done, 1_000));
    const after = cpuTimes();
    if (!before || !after || after.total === before.total) return undefined;
    const idle = (after.idle - before.idle) / (after.total - before.total);
    if (idle >= QUIET_IDLE_SHARE || Date.now() >= deadline) return idle;
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function runLighthouse(
  origin: string,
  pages: LighthousePage[],
  chromePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
): Promise<PageAudit[]> {
  // chrome-launcher reports a missing binary as an unhandled 'error' event that ends the run.
  if (!existsSync(chromePath)) {
    const error = `no browser at ${chromePath} (install Debian's chromium or set CHROMIUM_PATH)`;
    return pages.map((page) => ({
      page: page.name,
      path: page.path,
      scores: { performance: null, accessibility: null, 'best-practices': null },
      failing: [],
      error,
    }));
  }
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const audits: PageAudit[] = [];
  try {
    for (const page of pages) {
      const empty = { performance: null, accessibility: null, 'best-practices': null };
      try {
        const runs = [];
        const idleBeforeRuns: (number | null)[] = [];
        for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
          const idle = await waitForQuietCpu();
          idleBeforeRuns.push(idle === undefined ? null : Math.round(idle * 100) / 100);
          const result = await withTimeout(
            lighthouse(`${origin}${page.path}`, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: [...CATEGORIES],
              ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
            }),
            180_000,
            `Lighthouse on ${page.path}`,
          );
          if (!result) throw new Error('Lighthouse returned nothing');
          runs.push(result.lhr);
        }
        const valid = filterToValidRuns(runs);
        const lhr = computeMedianRun(valid.length ? valid : runs);
        const performanceRuns = runs.map((run) =>
          Math.round((run.categories['performance']?.score ?? 0) * 100),
        );
        const scores = { ...empty } as PageAudit['scores'];
        const failing: PageAudit['failing'] = [];
        for (const category of CATEGORIES) {
          const found = lhr.categories[category];
          const score = found?.score ?? null;
          scores[category] = score === null ? null : Math.round(score * 100);
          if (!found || (scores[category] ?? 0) >= LIGHTHOUSE_TARGETS[category]) continue;
          for (const ref of found.auditRefs) {
            const audit = lhr.audits[ref.id];
            if (!audit || audit.score === null || audit.score >= 0.9) continue;
            if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) {
              continue;
            }
            const display = [audit.displayValue, ...examples(audit.details)].filter(Boolean);
            failing.push({
              category,
              id: ref.id,
              title: audit.title,
              ...(display.length ? { display: display.join('; ') } : {}),
            });
          }
        }
        if (lhr.runtimeError)
          failing.push({
            category: 'performance',
            id: 'runtime-error',
            title: lhr.runtimeError.message,
          });
        audits.push({
          page: page.name,
          path: page.path,
          scores,
          performanceRuns,
          idleBeforeRuns,
          failing,
        });
      } catch (error) {
        audits.push({
          page: page.name,
          path: page.path,
          scores: empty,
          failing: [],
          error: (error as Error).message,
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return audits;
}
