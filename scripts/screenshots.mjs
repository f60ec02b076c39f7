// Developer aid: full-page screenshots of running pages in Debian's chromium at phone and desktop
// widths. Usage: node scripts/screenshots.mjs <base-url> <out-dir> <path>[=<name>] ...
// A path may carry a login first: "member:LT1234567:password@/userdashboard"; a staff login with a
// second factor adds the authenticator secret: "admin:a@b.c:password:BASE32SECRET@/admin".
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'otplib';
import { chromium } from 'playwright';

// A code is good once: each login takes a 30 s step not used before (the next one is accepted).
let lastStep = 0;
async function nextCode(secret) {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, lastStep + 1);
    if (step <= now + 1) {
      lastStep = step;
      return generate({ secret, epoch: step * 30 });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const [base, outDir, ...targets] = process.argv.slice(2);
if (!base || !outDir || targets.length === 0) {
  console.error('usage: node scripts/screenshots.mjs <base-url> <out-dir> <path>[=<name>] ...');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const loginPaths = {
  member: ['/api/auth/login-user', (id, password) => ({ sponsorId: id, password })],
  operator: ['/topup/login', (email, password) => ({ email, password })],
  admin: ['/api/admin/login', (email, password) => ({ email, password })],
};
try {
  for (const target of targets) {
    const [spec, name] = target.split('=');
    const at = spec.lastIndexOf('@/');
    const path = at >= 0 ? spec.slice(at + 1) : spec;
    const login = at >= 0 ? spec.slice(0, at).split(':') : undefined;
    for (const width of [390, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 800 },
      });
      const page = await context.newPage();
      if (login) {
        const [role, id, password, secret] = login;
        const [url, body] = loginPaths[role];
        const data = { ...body(id, password), ...(secret && { code: await nextCode(secret) }) };
        const res = await page.request.post(base + url, { data });
        if (!res.ok()) throw new Error(`login ${role} ${id}: ${res.status()} ${await res.text()}`);
        const { token } = await res.json();
        if (role !== 'member')
          await context.setExtraHTTPHeaders({ authorization: `Bearer ${token}` });
      }
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const file = join(
        outDir,
        `${(name ?? path).replace(/[^\w-]+/g, '_') || 'root'}-${width}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
