// @vitest-environment node
/**
 * The QA server's `tls` option, which the bench serves its pages with: HTTP/2
 * over TLS with the bench's throwaway certificate, HTTP/1.1 still answered, the
 * same routes (a page, the request log that reads `Host`), and the plain
 * server unchanged without it.
 */
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type ClientHttp2Session } from 'node:http2';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayCertificate } from '../../../bench/cert.ts';
import { startServer, type RunningServer } from '../../../fixtures/server.ts';

let dir: string;
let server: RunningServer;
const tls = throwawayCertificate();

/** One HTTP/2 GET: status, body and the session's ALPN protocol. */
function h2Get(url: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; alpn: string | false | undefined }> {
  return new Promise((resolve, reject) => {
    const session: ClientHttp2Session = connect(url, { ca: tls.cert });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ...headers });
    stream.end();
    let status = 0;
    let body = '';
    stream.setEncoding('utf8');
    stream.on('response', (h) => (status = Number(h[':status'])));
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      const alpn = session.alpnProtocol;
      session.close();
      resolve({ status, body, alpn });
    });
    stream.on('error', reject);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'h2-server-'));
  writeFileSync(join(dir, 'page.html'), '<!doctype html><title>H2</title><p>over two</p>');
  server = await startServer({ port: 0, fixturesDir: dir, tls });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the throwaway certificate', () => {
  it('is a certificate for 127.0.0.1 matching its key', () => {
    const cert = new X509Certificate(tls.cert);
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(cert.subjectAltName).toContain('DNS:localhost');
  });
});

describe('startServer with tls', () => {
  it('answers at an https:// URL over HTTP/2', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const page = await h2Get(server.url, '/fixtures/page.html');
    expect(page).toMatchObject({ status: 200, alpn: 'h2' });
    expect(page.body).toContain('<p>over two</p>');
  });

  it("takes a page's write as over HTTP/1.1: its host and https origin are the server's own", async () => {
    const write = await h2Get(server.url, '/api/events/RecordJavascriptErrors', { ':method': 'POST', origin: server.url, 'x-qa-scope': 'h2-test' });
    expect(write.status).toBe(204);
    const foreign = await h2Get(server.url, '/api/events/RecordJavascriptErrors', { ':method': 'POST', origin: server.url.replace('https:', 'http:') });
    expect(foreign.status).toBe(403);
    const log = JSON.parse((await h2Get(server.url, '/__qa/requests?scope=h2-test')).body) as { path: string }[];
    expect(log.map((entry) => entry.path)).toEqual(['/api/events/RecordJavascriptErrors']);
  });

  it('still answers a client that offers only HTTP/1.1', async () => {
    // node's https client offers HTTP/1.1 alone.
    const answer = await new Promise<string>((resolve, reject) => {
      const req = request(`${server.url}/fixtures/page.html`, { ca: tls.cert }, (res) => {
        res.resume();
        resolve(`${res.httpVersion} ${res.statusCode}`);
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer).toBe('1.1 200');
  });

  it('closes with a session still open', async () => {
    const other = await startServer({ port: 0, fixturesDir: dir, tls });
    const session = connect(other.url, { ca: tls.cert });
    session.on('error', () => {});
    const closed = new Promise((resolve) => session.once('close', resolve));
    await other.close();
    await closed;
    expect(session.destroyed).toBe(true);
  });
});

describe('startServer without tls', () => {
  it('stays plain HTTP/1.1', async () => {
    const plain = await startServer({ port: 0, fixturesDir: dir });
    try {
      expect(plain.url).toMatch(/^http:\/\//);
      expect((await fetch(`${plain.url}/fixtures/page.html`)).status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
