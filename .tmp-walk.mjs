import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const base = 'http://127.0.0.1:4434';
const pages = ['/', '/es', '/de', '/for-talent', '/relocation', '/migration', '/about', '/for-companies', '/services/soulmove', '/de/accessibility', '/es/professional', '/staff-augmentation', '/marketing-lab', '/book-call-x'];
const spacing = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
for (const [w, h, label, locale, css] of [[1280, 800, 'desktop', 'en-US', ''], [375, 740, 'phone', 'es-BO', ''], [320, 256, '400%', 'en-US', ''], [640, 400, '200%+spacing', 'de-DE', spacing]]) {
  for (const path of pages) {
    const ctx = await b.newContext({ viewport: { width: w, height: h }, locale, reducedMotion: 'no-preference' });
    const p = await ctx.newPage();
    const errors = []; p.on('pageerror', (e) => errors.push(e.message));
    await p.goto(base + path); await p.waitForSelector('html[data-hydrated=true]');
    if (css) await p.addStyleTag({ content: css });
    await p.waitForTimeout(300);
    const h1 = await p.getByRole('heading', { level: 1 }).count();
    const overflowX = await p.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    const issues = new Set();
    let seen = new Set(); let stuck = 0;
    for (let i = 0; i < 400; i++) {
      await p.keyboard.press('Tab');
      const r = await p.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return { body: true };
        const id = el.tagName + (el.getAttribute('href') ?? '') + (el.getAttribute('aria-label') ?? '') + (el.textContent ?? '').slice(0, 30);
        const rect = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        const ring = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 || /rgb/.test(s.boxShadow) && !/0px 0px 0px 0px/.test(s.boxShadow);
        // Obscured: the point at the element's centre (clamped to the viewport) belongs to something else that is fixed.
        const x = Math.min(Math.max(rect.left + rect.width / 2, 1), innerWidth - 1);
        const y = Math.min(Math.max(rect.top + rect.height / 2, 1), innerHeight - 1);
        const top = document.elementFromPoint(x, y);
        let obscuredBy = null;
        if (top && !el.contains(top) && !top.contains(el)) {
          for (let n = top; n; n = n.parentElement) { const pos = getComputedStyle(n).position; if (pos === 'fixed' || pos === 'sticky') { obscuredBy = n.tagName + '.' + (n.getAttribute('aria-label') ?? n.className.toString().slice(0, 40)); break; } }
        }
        const offscreen = rect.bottom < 0 || rect.top > innerHeight;
        return { id, ring, obscuredBy, offscreen, tag: el.tagName, w: rect.width };
      });
      if (r.body) { issues.add('focus on body'); stuck++; if (stuck > 2) break; continue; }
      if (seen.has(r.id) && seen.size > 5) break;
      seen.add(r.id);
      if (!r.ring) issues.add(`no ring: ${r.id.slice(0, 60)}`);
      if (r.obscuredBy) issues.add(`obscured by ${r.obscuredBy}: ${r.id.slice(0, 50)}`);
      if (r.offscreen && r.w > 0) issues.add(`offscreen: ${r.id.slice(0, 60)}`);
    }
    console.log(`${label} ${path}: h1=${h1} overflowX=${overflowX} stops=${seen.size} ${errors.length ? 'ERR ' + errors[0] : ''}`);
    for (const i of issues) console.log('   - ' + i);
    await ctx.close();
  }
}
await b.close();
