// Makes the landing page's hero background: public/media/hero.webm (VP9), hero.mp4 (H.264) and
// hero-poster.webp (frame 0). An abstract "trading desk at night" drawn on a <canvas> in headless
// Debian chromium, one frame at a time through window.renderFrame(t), so the output is
// reproducible (seeded PRNG, no clock, no network) and loops seamlessly (everything is periodic in
// the duration). Needs ffmpeg (apt-get install -y ffmpeg) and /usr/bin/chromium.
// Usage: node scripts/media/make-hero-media.mjs [--keep-frames]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const DURATION = 8; // seconds; one loop
const FRAMES = FPS * DURATION;
const SEED = 0x1e4e7ade;

const root = fileURLToPath(new URL('../../', import.meta.url));
const outDir = join(root, 'public/media');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const keepFrames = process.argv.includes('--keep-frames');

const webmArgs = ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '31', '-deadline', 'good'];
webmArgs.push('-cpu-used', '1', '-row-mt', '1', '-g', String(FRAMES));
const mp4Args = ['-c:v', 'libx264', '-crf', '24', '-preset', 'slow', '-profile:v', 'high'];
mp4Args.push('-g', String(FRAMES), '-movflags', '+faststart');
const posterQuality = 70;

function fail(message) {
  console.error(`make-hero-media: ${message}`);
  process.exit(1);
}

const ffmpeg = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' });
if (ffmpeg.error || ffmpeg.status !== 0) {
  fail('ffmpeg not found; install with: apt-get install -y ffmpeg');
}
for (const encoder of ['libvpx-vp9', 'libx264']) {
  if (!new RegExp(`\\s${encoder}\\s`).test(ffmpeg.stdout)) {
    fail(`this ffmpeg lacks the ${encoder} encoder; install with: apt-get install -y ffmpeg`);
  }
}
const ffmpegHasWebp = /\slibwebp\s/.test(ffmpeg.stdout);
if (!existsSync(chromiumPath)) {
  fail(`chromium not found at ${chromiumPath}; install with: apt-get install -y chromium`);
}

/**
 * Runs inside the page (serialised by playwright, so it must be self-contained): builds the scene
 * from a seeded PRNG and installs window.renderFrame(t), a pure function of t with period T.
 */
function installScene({ width: W, height: H, duration: T, seed }) {
  const canvas = document.getElementById('stage');
  const ctx = canvas.getContext('2d');
  const TAU = Math.PI * 2;

  let state = seed >>> 0; // mulberry32
  const rand = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let r = Math.imul(state ^ (state >>> 15), 1 | state);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const between = (a, b) => a + (b - a) * rand();
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(TAU * rand());
  const smoothstep = (a, b, x) => {
    const k = Math.min(1, Math.max(0, (x - a) / (b - a)));
    return k * k * (3 - 2 * k);
  };
  const mod = (a, n) => ((a % n) + n) % n;
  /** A closed random walk of n steps (it ends where it starts), so it tiles seamlessly. */
  const closedWalk = (n, drift) => {
    const steps = Array.from({ length: n }, (_, i) => gauss() + drift(i));
    const mean = steps.reduce((a, b) => a + b, 0) / n;
    let level = 0;
    return steps.map((s) => (level += s - mean));
  };
  const smoothCircular = (values, radius) =>
    values.map((_, i) => {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) sum += values[mod(i + k, values.length)];
      return sum / (2 * radius + 1);
    });

  // Candles: one tile of N candles scrolls past exactly once per loop (2 px a frame at 24 fps).
  const N = 32;
  const STEP = 12;
  const BODY = 7;
  const TILE = N * STEP;
  const closes = closedWalk(N, (i) => 0.5 * Math.sin((TAU * i) / N + 0.7));
  const candles = closes.map((close, i) => {
    const open = closes[mod(i - 1, N)];
    return {
      open,
      close,
      high: Math.max(open, close) + 0.15 + Math.abs(gauss()) * 0.55,
      low: Math.min(open, close) - 0.15 - Math.abs(gauss()) * 0.55,
      volume: 0.25 + 0.45 * rand() + 0.3 * Math.min(1, Math.abs(close - open)),
    };
  });
  const lo = Math.min(...candles.map((c) => c.low));
  const hi = Math.max(...candles.map((c) => c.high));
  const priceY = (v) => H * 0.76 - ((v - lo) / (hi - lo)) * H * 0.4;
  const average = smoothCircular(closes, 2);

  // A second, smoother "index" line above the candles. It scrolls a little faster, over a longer
  // tile (still exactly one tile per loop), so the two patterns do not repeat in step.
  const M = 80;
  const INDEX_TILE = TILE * 1.25;
  const index = smoothCircular(
    closedWalk(M, (i) => 0.3 * Math.sin((TAU * i) / M + 2.1)),
    3,
  );
  const iLo = Math.min(...index);
  const iHi = Math.max(...index);
  const indexY = (v) => H * 0.38 - ((v - iLo) / (iHi - iLo)) * H * 0.15;

  // Motes rise and fade; each lives a whole number of lives per loop.
  const motes = Array.from({ length: 70 }, () => ({
    x: between(0, W),
    y: between(H * 0.15, H * 1.05),
    rise: between(30, 90),
    lives: rand() < 0.75 ? 1 : 2,
    phase: rand(),
    sway: between(4, 14),
    swayPhase: between(0, TAU),
    size: between(0.6, 1.7),
    alpha: between(0.18, 0.55),
    green: rand() < 0.25,
  }));
  // Large, very faint glows that wander on closed orbits.
  const glows = Array.from({ length: 4 }, (_, i) => ({
    x: between(W * 0.35, W * 0.95),
    y: between(H * 0.2, H * 0.8),
    ax: between(30, 70),
    ay: between(15, 40),
    phase: between(0, TAU),
    radius: between(160, 260),
    color: i % 2 ? '56, 189, 248' : '34, 197, 94',
    alpha: between(0.035, 0.06),
  }));

  // Screen-space fade: the candles are quieter under the heading and buttons on the left.
  const presence = (x) => 0.3 + 0.7 * smoothstep(W * 0.05, W * 0.7, x);

  function smoothPath(points) {
    ctx.beginPath();
    ctx.moveTo(points[0][0], points[0][1]);
    for (let i = 1; i < points.length - 1; i++) {
      const [x, y] = points[i];
      ctx.quadraticCurveTo(x, y, (x + points[i + 1][0]) / 2, (y + points[i + 1][1]) / 2);
    }
    const last = points[points.length - 1];
    ctx.lineTo(last[0], last[1]);
  }

  function glowLine(points, rgb, alpha, width, blur) {
    ctx.save();
    smoothPath(points);
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.shadowColor = `rgba(${rgb}, ${alpha})`;
    ctx.shadowBlur = blur;
    ctx.strokeStyle = `rgba(${rgb}, ${alpha})`;
    ctx.lineWidth = width;
    ctx.stroke();
    ctx.restore();
  }

  window.renderFrame = (t) => {
    const u = t / T; // loop phase, 0..1
    const scroll = TILE * u;
    ctx.globalAlpha = 1;
    ctx.fillStyle = '#070b14';
    ctx.fillRect(0, 0, W, H);

    let g = ctx.createRadialGradient(W * 0.72, H * 0.45, 0, W * 0.72, H * 0.45, W * 0.65);
    g.addColorStop(0, 'rgba(22, 38, 72, 0.55)');
    g.addColorStop(1, 'rgba(22, 38, 72, 0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);

    for (const glow of glows) {
      const x = glow.x + glow.ax * Math.sin(TAU * u + glow.phase);
      const y = glow.y + glow.ay * Math.sin(TAU * u * 2 + glow.phase * 1.7);
      g = ctx.createRadialGradient(x, y, 0, x, y, glow.radius);
      g.addColorStop(0, `rgba(${glow.color}, ${glow.alpha})`);
      g.addColorStop(1, `rgba(${glow.color}, 0)`);
      ctx.fillStyle = g;
      ctx.fillRect(x - glow.radius, y - glow.radius, glow.radius * 2, glow.radius * 2);
    }

    // Grid: fixed horizontals, verticals that scroll with the chart.
    ctx.fillStyle = 'rgba(148, 163, 184, 0.045)';
    for (let y = 60; y < H; y += 60) ctx.fillRect(0, y, W, 1);
    const cell = TILE / 4;
    for (let x = mod(-scroll, cell); x < W; x += cell) ctx.fillRect(Math.round(x), 0, 1, H);

    // The index line, with a faint area under it.
    const first = Math.floor(scroll / STEP) - 2;
    const count = Math.ceil(W / STEP) + 5;
    const indexScroll = INDEX_TILE * u;
    const indexStep = INDEX_TILE / M;
    const iFirst = Math.floor(indexScroll / indexStep) - 2;
    const indexPoints = [];
    for (let k = 0; k < Math.ceil(W / indexStep) + 5; k++) {
      const i = iFirst + k;
      indexPoints.push([i * indexStep - indexScroll, indexY(index[mod(i, M)])]);
    }
    ctx.save();
    smoothPath(indexPoints);
    ctx.lineTo(W + 40, H);
    ctx.lineTo(-40, H);
    ctx.closePath();
    g = ctx.createLinearGradient(0, H * 0.2, 0, H * 0.8);
    g.addColorStop(0, 'rgba(96, 165, 250, 0.07)');
    g.addColorStop(1, 'rgba(96, 165, 250, 0)');
    ctx.fillStyle = g;
    ctx.fill();
    ctx.restore();
    glowLine(indexPoints, '96, 165, 250', 0.4, 1.5, 10);

    // Candles and volume bars.
    for (let k = 0; k < count; k++) {
      const i = first + k;
      const c = candles[mod(i, N)];
      const x = Math.round(i * STEP - scroll);
      const a = presence(x);
      const rgb = c.close >= c.open ? '34, 197, 94' : '239, 68, 68';
      const top = Math.round(priceY(Math.max(c.open, c.close)));
      const bottom = Math.max(top + 1, Math.round(priceY(Math.min(c.open, c.close))));
      const wickTop = Math.round(priceY(c.high));
      const wickBottom = Math.round(priceY(c.low));
      ctx.fillStyle = `rgba(${rgb}, ${0.34 * a})`;
      ctx.fillRect(x + 3, wickTop, 1, top - wickTop);
      ctx.fillRect(x + 3, bottom, 1, wickBottom - bottom);
      ctx.fillStyle = `rgba(${rgb}, ${0.26 * a})`;
      ctx.fillRect(x, top, BODY, bottom - top);
      ctx.fillStyle = `rgba(${rgb}, ${0.4 * a})`;
      ctx.fillRect(x, top, BODY, 1);
      const v = Math.round(c.volume * 48);
      ctx.fillStyle = `rgba(${rgb}, ${0.1 * a})`;
      ctx.fillRect(x, Math.round(H * 0.94) - v, BODY, v);
    }

    // Moving average through the candles.
    const averagePoints = [];
    for (let k = 0; k < count; k++) {
      const i = first + k;
      averagePoints.push([i * STEP - scroll + BODY / 2, priceY(average[mod(i, N)])]);
    }
    glowLine(averagePoints, '52, 211, 153', 0.5, 1.5, 12);

    // Keep the left (heading, buttons), the top (navigation) and the edges calm.
    g = ctx.createLinearGradient(0, 0, W * 0.62, 0);
    g.addColorStop(0, 'rgba(7, 11, 20, 0.6)');
    g.addColorStop(1, 'rgba(7, 11, 20, 0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);
    g = ctx.createLinearGradient(0, 0, 0, H);
    g.addColorStop(0, 'rgba(7, 11, 20, 0.7)');
    g.addColorStop(0.18, 'rgba(7, 11, 20, 0)');
    g.addColorStop(0.85, 'rgba(7, 11, 20, 0)');
    g.addColorStop(1, 'rgba(7, 11, 20, 0.6)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);

    for (const m of motes) {
      const p = mod(u * m.lives + m.phase, 1); // 0..1 through this mote's life
      const x = m.x + m.sway * Math.sin(TAU * u + m.swayPhase);
      const y = m.y - m.rise * p;
      const alpha = m.alpha * Math.sin(Math.PI * p) ** 2;
      ctx.fillStyle = m.green
        ? `rgba(134, 239, 172, ${alpha})`
        : `rgba(191, 219, 254, ${alpha * (0.55 + 0.45 * presence(x))})`;
      ctx.beginPath();
      ctx.arc(x, y, m.size, 0, TAU);
      ctx.fill();
    }
  };

  /** Mean and max per-channel difference between the frames at t=a and t=b. */
  window.compareFrames = (a, b) => {
    window.renderFrame(a);
    const first = ctx.getImageData(0, 0, W, H).data;
    window.renderFrame(b);
    const second = ctx.getImageData(0, 0, W, H).data;
    let sum = 0;
    let max = 0;
    for (let i = 0; i < first.length; i++) {
      const d = Math.abs(first[i] - second[i]);
      sum += d;
      if (d > max) max = d;
    }
    return { mean: sum / first.length, max };
  };
}

function runFfmpeg(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg ${args.join(' ')}: ${code}\n${stderr}`)),
    );
  });
}

const framesDir = mkdtempSync(join(tmpdir(), 'hero-frames-'));
const framePattern = join(framesDir, 'frame-%04d.png');
const frameFile = (f) => join(framesDir, `frame-${String(f).padStart(4, '0')}.png`);

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
try {
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 1,
  });
  await page.route('**/*', (route) => route.abort());
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:#070b14">` +
      `<canvas id="stage" width="${WIDTH}" height="${HEIGHT}"></canvas></body></html>`,
  );
  await page.evaluate(installScene, {
    width: WIDTH,
    height: HEIGHT,
    duration: DURATION,
    seed: SEED,
  });

  const seam = await page.evaluate((t) => window.compareFrames(0, t), DURATION);
  const step = await page.evaluate((t) => window.compareFrames(0, t), 1 / FPS);
  console.log(
    `loop seam (t=${DURATION}s vs t=0): mean ${seam.mean.toFixed(4)}, max ${seam.max}` +
      ` (one frame step: mean ${step.mean.toFixed(4)}, max ${step.max})`,
  );
  if (seam.max > 8) fail('the animation does not loop: t=duration differs from t=0');

  for (let f = 0; f < FRAMES; f++) {
    const dataUrl = await page.evaluate((t) => {
      window.renderFrame(t);
      return document.getElementById('stage').toDataURL('image/png');
    }, f / FPS);
    writeFileSync(frameFile(f), Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  }
  console.log(`rendered ${FRAMES} frames (${WIDTH}x${HEIGHT}, ${FPS} fps, ${DURATION} s)`);
} finally {
  await browser.close();
}

mkdirSync(outDir, { recursive: true });
const input = ['-framerate', String(FPS), '-i', framePattern];
const video = [
  '-an',
  '-vf',
  'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
  '-pix_fmt',
  'yuv420p',
  '-colorspace',
  'bt709',
  '-color_primaries',
  'bt709',
  '-color_trc',
  'bt709',
  '-color_range',
  'tv',
  '-map_metadata',
  '-1',
];
const outputs = {
  webm: join(outDir, 'hero.webm'),
  mp4: join(outDir, 'hero.mp4'),
  poster: join(outDir, 'hero-poster.webp'),
};
try {
  await Promise.all([
    runFfmpeg([...input, ...video, ...webmArgs, outputs.webm]),
    runFfmpeg([...input, ...video, ...mp4Args, outputs.mp4]),
  ]);
  if (ffmpegHasWebp) {
    const webp = ['-c:v', 'libwebp', '-quality', String(posterQuality), '-compression_level', '6'];
    await runFfmpeg(['-i', frameFile(0), ...webp, '-frames:v', '1', outputs.poster]);
  } else {
    const convert = spawnSync('convert', [
      frameFile(0),
      '-quality',
      String(posterQuality),
      outputs.poster,
    ]);
    if (convert.error || convert.status !== 0) {
      fail('ffmpeg has no libwebp and ImageMagick convert failed; cannot write the poster');
    }
  }
} finally {
  if (keepFrames) console.log(`frames kept in ${framesDir}`);
  else rmSync(framesDir, { recursive: true, force: true });
}

for (const file of Object.values(outputs)) {
  console.log(`wrote ${relative(root, file)} (${(statSync(file).size / 1024).toFixed(1)} kB)`);
}
