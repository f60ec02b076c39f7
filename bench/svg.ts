/** A small line chart written as SVG by hand (log axes, markers, legend): no chart library. */

export type Marker = 'circle' | 'square' | 'triangle' | 'diamond';

export type Series = {
  name: string;
  color: string;
  dashed?: boolean;
  marker: Marker;
  points: [x: number, y: number][];
  /** Whether the legend lists it (default true). */
  legend?: boolean;
};

export type ChartSpec = {
  title: string;
  subtitle?: string;
  xLabel: string;
  yLabel: string;
  series: Series[];
  width?: number;
  height?: number;
};

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const round = (v: number) => Math.round(v * 10) / 10;

/** Powers of ten covering [min, max] on a log axis, with 2 and 5 between when the range is short. */
function logTicks(min: number, max: number): number[] {
  const ticks: number[] = [];
  const from = Math.floor(Math.log10(min));
  const to = Math.ceil(Math.log10(max));
  const steps = to - from <= 2 ? [1, 2, 5] : [1];
  for (let e = from; e <= to; e++) {
    for (const s of steps) {
      const v = s * 10 ** e;
      if (v >= min / 1.0001 && v <= max * 1.0001) ticks.push(v);
    }
  }
  return ticks;
}

const label = (v: number) =>
  v >= 1e6 ? `${v / 1e6}M` : v >= 1e3 ? `${v / 1e3}k` : v >= 1 ? String(v) : v.toPrecision(1);

function marker(kind: Marker, x: number, y: number, color: string): string {
  const c = `fill="${color}" stroke="white" stroke-width="1"`;
  if (kind === 'square')
    return `<rect x="${round(x - 4)}" y="${round(y - 4)}" width="8" height="8" ${c}/>`;
  if (kind === 'triangle') {
    return `<polygon points="${round(x)},${round(y - 5)} ${round(x - 5)},${round(y + 4)} ${round(x + 5)},${round(y + 4)}" ${c}/>`;
  }
  if (kind === 'diamond') {
    return `<polygon points="${round(x)},${round(y - 5.5)} ${round(x + 5.5)},${round(y)} ${round(x)},${round(y + 5.5)} ${round(x - 5.5)},${round(y)}" ${c}/>`;
  }
  return `<circle cx="${round(x)}" cy="${round(y)}" r="4.5" ${c}/>`;
}

export function lineChart(spec: ChartSpec): string {
  const width = spec.width ?? 860;
  const height = spec.height ?? 520;
  const legendWidth = 250;
  const m = { left: 70, right: legendWidth + 20, top: 60, bottom: 56 };
  const plotW = width - m.left - m.right;
  const plotH = height - m.top - m.bottom;
  const all = spec.series.flatMap((s) => s.points).filter(([x, y]) => x > 0 && y > 0);
  const xs = all.map(([x]) => x);
  const ys = all.map(([, y]) => y);
  const xMin = 10 ** Math.floor(Math.log10(Math.min(...xs, 1_000)));
  const xMax = 10 ** Math.ceil(Math.log10(Math.max(...xs, 10_000)));
  const yMin = 10 ** Math.floor(Math.log10(Math.max(0.1, Math.min(...ys, 1))));
  const yMax = 10 ** Math.ceil(Math.log10(Math.max(...ys, 10)));
  const sx = (x: number) =>
    m.left + ((Math.log10(x) - Math.log10(xMin)) / (Math.log10(xMax) - Math.log10(xMin))) * plotW;
  const sy = (y: number) =>
    m.top +
    plotH -
    ((Math.log10(y) - Math.log10(yMin)) / (Math.log10(yMax) - Math.log10(yMin))) * plotH;

  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="white"/>`,
    `<text x="${m.left}" y="24" font-size="16" font-weight="600">${escape(spec.title)}</text>`,
  ];
  if (spec.subtitle) {
    out.push(`<text x="${m.left}" y="42" fill="#555">${escape(spec.subtitle)}</text>`);
  }
  for (const t of logTicks(xMin, xMax)) {
    const x = round(sx(t));
    out.push(`<line x1="${x}" y1="${m.top}" x2="${x}" y2="${m.top + plotH}" stroke="#e5e7eb"/>`);
    out.push(
      `<text x="${x}" y="${m.top + plotH + 18}" text-anchor="middle" fill="#333">${label(t)}</text>`,
    );
  }
  for (const t of logTicks(yMin, yMax)) {
    const y = round(sy(t));
    out.push(`<line x1="${m.left}" y1="${y}" x2="${m.left + plotW}" y2="${y}" stroke="#e5e7eb"/>`);
    out.push(
      `<text x="${m.left - 8}" y="${y + 4}" text-anchor="end" fill="#333">${label(t)}</text>`,
    );
  }
  out.push(
    `<rect x="${m.left}" y="${m.top}" width="${plotW}" height="${plotH}" fill="none" stroke="#9ca3af"/>`,
    `<text x="${m.left + plotW / 2}" y="${height - 14}" text-anchor="middle">${escape(spec.xLabel)}</text>`,
    `<text transform="translate(18 ${m.top + plotH / 2}) rotate(-90)" text-anchor="middle">${escape(spec.yLabel)}</text>`,
  );
  let legendRow = 0;
  for (const s of spec.series) {
    const points = s.points.filter(([x, y]) => x > 0 && y > 0).sort((a, b) => a[0] - b[0]);
    if (points.length > 1) {
      const path = points.map(([x, y]) => `${round(sx(x))},${round(sy(y))}`).join(' ');
      out.push(
        `<polyline points="${path}" fill="none" stroke="${s.color}" stroke-width="2"${s.dashed ? ' stroke-dasharray="6 4"' : ''}/>`,
      );
    }
    for (const [x, y] of points) out.push(marker(s.marker, sx(x), sy(y), s.color));
    if (s.legend === false) continue;
    const ly = m.top + 8 + legendRow++ * 18;
    const lx = width - legendWidth;
    out.push(
      `<line x1="${lx}" y1="${ly}" x2="${lx + 24}" y2="${ly}" stroke="${s.color}" stroke-width="2"${s.dashed ? ' stroke-dasharray="6 4"' : ''}/>`,
      marker(s.marker, lx + 12, ly, s.color),
      `<text x="${lx + 32}" y="${ly + 4}">${escape(s.name)}</text>`,
    );
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}
