/**
 * A document stand-in whose `cookie` behaves like a browser's: writes take
 * attributes (kept for assertions), max-age=0 deletes, reads list name=value.
 */
export function cookieJar(hostname = 'www.example.com', protocol = 'https:') {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const doc = {
    location: { hostname, protocol },
    get cookie() {
      return Array.from(jar, ([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair] = text.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      if (/max-age=0/i.test(text)) jar.delete(name);
      else jar.set(name, pair!.slice(eq + 1));
    },
  };
  return { doc: doc as unknown as Document, jar, writes };
}
