import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of (process.argv[2] || '/iphone').split(',')) {
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
await page.addInitScript(() => {
  window.__log = [];
  const t = () => Math.round(performance.now());
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__log.push(`${Math.round(e.startTime)} ${e.entryType} ${e.name || ''} ${e.element ? e.element.tagName + ' ' + (e.element.getAttribute('alt') || e.element.textContent.slice(0, 30)) : ''} size=${e.size || ''} render=${Math.round(e.renderTime || 0)} load=${Math.round(e.loadTime || 0)}`))).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__log.push(`${Math.round(e.startTime)} ${e.name}`))).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__log.push(`${Math.round(e.startTime)} longtask ${Math.round(e.duration)}`))).observe({ type: 'longtask', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    window.__log.push(`${t()} DCL`);
    new MutationObserver(() => { const n = document.querySelectorAll('#root *').length; if (n && !window.__first) { window.__first = 1; window.__log.push(`${t()} root filled ${n}`); } if (document.querySelector('main img') && !window.__img) { window.__img = 1; window.__log.push(`${t()} main img in DOM`); } }).observe(document.getElementById('root'), { childList: true, subtree: true });
  });
});
await page.goto('http://127.0.0.1:3160' + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
console.log(path); console.log((await page.evaluate(() => window.__log)).join('\n'));
await ctx.close();
}
await browser.close();
