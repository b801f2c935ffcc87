/**
 * The conditions the bench measures each page under (bench/blocks.ts), how a
 * page is put under them, and the check that a run really spoke the protocol
 * its profile names.
 */
import type { BrowserContext, Page } from '@playwright/test';

/**
 * The conditions of a run. The QA server answers from this machine in under
 * a millisecond, where a real visitor waits a round trip for every request:
 * without `latencyMs` a bench would reward many small requests that a real
 * network punishes.
 */
export interface Profile {
  label: string;
  /**
   * How the pages are served: HTTP/1.1 (plain, at most six connections to a
   * host in Chromium, so requests queue six at a time) or HTTP/2 over TLS
   * (every request at once on one connection), as a CDN serves a site.
   */
  protocol: 'HTTP/1.1' | 'HTTP/2';
  /** Added to every request's round trip (Chromium's network emulation). */
  latencyMs: number;
  /** Download throughput in kilobits per second; 0 for none. */
  downKbps: number;
  /** CPU slowdown factor (1: this machine's speed). */
  cpuRate: number;
}

/** A profile's label from its conditions, e.g. `HTTP/2, 40 ms a request, 20 Mbit/s, CPU 4× slower`. */
export function profileLabel({ protocol, latencyMs, downKbps, cpuRate }: Omit<Profile, 'label'>): string {
  const parts = [protocol, `${latencyMs} ms a request`];
  if (downKbps) parts.push(`${downKbps / 1000} Mbit/s`);
  if (cpuRate !== 1) parts.push(`CPU ${cpuRate}× slower`);
  return parts.join(', ');
}

const profile = (conditions: Omit<Profile, 'label'>): Profile => ({ label: profileLabel(conditions), ...conditions });

/**
 * A real network's round trip (40 ms a request, 20 Mbit/s) over HTTP/2, as
 * a CDN serves a published site; the same over HTTP/1.1, where Chromium
 * opens six connections to a host and a page of many small files queues
 * (the worst case for the loader, kept so that cost stays in view); and the
 * HTTP/2 one with the CPU slowed 4×, as a mid-range phone is beside this
 * machine (the CPU's cost does not depend on the protocol, so it is not
 * measured twice).
 */
export const PROFILES: Profile[] = [
  profile({ protocol: 'HTTP/1.1', latencyMs: 40, downKbps: 20_000, cpuRate: 1 }),
  profile({ protocol: 'HTTP/2', latencyMs: 40, downKbps: 20_000, cpuRate: 1 }),
  profile({ protocol: 'HTTP/2', latencyMs: 40, downKbps: 20_000, cpuRate: 4 }),
];

/** The protocol Chromium reports (CDP `Response.protocol`) for a profile's. */
const REPORTED: Record<Profile['protocol'], string> = { 'HTTP/1.1': 'http/1.1', 'HTTP/2': 'h2' };

/**
 * Throws unless every response from `origin` came over the profile's
 * protocol (and there was at least one), so a run labelled HTTP/2 cannot
 * quietly have been HTTP/1.1.
 */
export function assertProtocol(profile: Profile, origin: string, responses: { url: string; protocol?: string }[]): void {
  const own = responses.filter((r) => r.url.startsWith(origin + '/'));
  const wrong = own.filter((r) => r.protocol !== REPORTED[profile.protocol]);
  if (!own.length) throw new Error(`no response from ${origin} to check the protocol of`);
  if (wrong.length)
    throw new Error(
      `${profile.label}: ${wrong.length} of ${own.length} responses were not ${REPORTED[profile.protocol]} (${wrong[0]!.url}: ${wrong[0]!.protocol})`,
    );
}

/**
 * Puts `page` under `profile` (Chromium's network emulation: a round trip
 * added to every request, the bandwidth capped; the CPU slowed) and returns
 * the list each response's protocol is added to, for {@link assertProtocol}.
 */
export async function emulateProfile(context: BrowserContext, page: Page, profile: Profile): Promise<{ url: string; protocol?: string }[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const protocols: { url: string; protocol?: string }[] = [];
  cdp.on('Network.responseReceived', ({ response }) => protocols.push({ url: response.url, protocol: response.protocol }));
  const throughput = profile.downKbps ? (profile.downKbps * 1024) / 8 : -1;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: throughput,
    uploadThroughput: throughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  return protocols;
}
