// Hardening checks over the source: no HTML is ever built from strings (imported names and texts
// are rendered as text only), no code from strings, no network access outside our own origin,
// and index.html carries a strict Content-Security-Policy without inline code.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const self = path.resolve(__filename);

function files(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) files(p, out);
    else if (/\.(ts|tsx)$/.test(e.name) && p !== self) out.push(p);
  }
  return out;
}

const sources = files(path.join(root, 'src'));
const appSources = sources.filter((f) => !/\.test\.tsx?$/.test(f) && !f.endsWith('test-setup.ts'));

/** Files (relative) whose text matches. */
function offenders(list: string[], re: RegExp): string[] {
  return list.filter((f) => re.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(root, f));
}

// Built from parts so that this file does not match itself.
const word = (...parts: string[]) => new RegExp(parts.join(''));

describe('hardening', () => {
  it('no dangerouslySetInnerHTML anywhere in src (tests included)', () => {
    expect(offenders(sources, word('dangerously', 'SetInnerHTML'))).toEqual([]);
  });

  it('no HTML from strings in the app (innerHTML, outerHTML, insertAdjacentHTML, document.write)', () => {
    expect(offenders(appSources, word('\\.(inner|outer)', 'HTML\\b'))).toEqual([]);
    expect(offenders(appSources, word('insertAdjacent', 'HTML'))).toEqual([]);
    expect(offenders(appSources, word('document\\.', 'write'))).toEqual([]);
  });

  it('no code from strings in the app (eval, new Function, string timers)', () => {
    expect(offenders(appSources, word('\\beval', '\\s*\\('))).toEqual([]);
    expect(offenders(appSources, word('new\\s+', 'Function\\s*\\('))).toEqual([]);
    expect(offenders(appSources, word('set(Timeout|Interval)\\s*\\(\\s*[\'"`]'))).toEqual([]);
  });

  it('no requests to other origins: no remote URLs, no raw network APIs in the app', () => {
    expect(offenders(appSources, word('https?:', '//'))).toEqual([]);
    expect(
      offenders(appSources, word('\\b(XMLHttp', 'Request|WebSocket|sendBeacon|EventSource)\\b')),
    ).toEqual([]);
    expect(offenders(appSources, word('(^|[^\\w.])fetch', '\\s*\\('))).toEqual([]);
  });

  it('index.html has a strict CSP and no inline scripts or styles', () => {
    const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    const csp = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(csp).toBeTruthy();
    const directives = new Map(
      (csp ?? '').split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-|https?:|\*|data:/);
    // every script has a src; no <style> blocks, no style attributes, no inline handlers
    for (const m of html.matchAll(/<script\b([^>]*)>/g)) expect(m[1]).toMatch(/\ssrc=/);
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
  });
});
