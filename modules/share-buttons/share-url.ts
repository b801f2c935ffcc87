/** The providers a share button may name (`data-service`), and the page they open. */
const PROVIDERS: Record<string, (url: string, title: string, media: string) => string> = {
  facebook: (url) => `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  twitter: (url, title) => `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
  linkedin: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  pinterest: (url, title, media) => `https://www.pinterest.com/pin/create/button/?url=${url}&description=${title}${media ? `&media=${media}` : ''}`,
  tumblr: (url, title) => `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${url}&title=${title}`,
  email: (url, title) => `mailto:?subject=${title}&body=${url}`,
};

/**
 * The share page of `service` for a page, every part URL-encoded
 * (docs/behaviour/page-modules.md#share-buttons); undefined for an unknown service
 * (a key of the provider table only, never an inherited member).
 */
export function shareUrl(service: string, page: { url: string; title: string; media?: string }): string | undefined {
  if (!Object.hasOwn(PROVIDERS, service)) return undefined;
  return PROVIDERS[service]!(encodeURIComponent(page.url), encodeURIComponent(page.title), page.media ? encodeURIComponent(page.media) : '');
}
