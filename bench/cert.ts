/**
 * A throwaway self-signed certificate for the bench's HTTP/2 server (browsers
 * speak HTTP/2 only over TLS). Made with the system's `openssl` at each bench
 * start, valid one day for 127.0.0.1 and localhost, and never written into
 * the repository; the bench's Chromium is told to accept it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TlsFiles } from '../fixtures/server/listen.ts';

/** A new EC key and a self-signed certificate for it, both PEM. */
export function throwawayCertificate(): TlsFiles {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cert-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
