/**
 * Which fixture element each block page in docs/blocks/ shows as its
 * smallest complete markup, and what a visitor can do with the block.
 * Pinned by fixture and selector (not "the smallest one found") so adding a
 * fixture never rewrites the docs; each pinned element is a working block
 * in its fixture, and test/e2e/docs-blocks.spec.ts mounts the copies the
 * docs print.
 */

/** One block type's (or 7.1 controller's) entry. */
export interface BlockExample {
  /** A page under fixtures/pages/, as the QA server serves it at /fixtures/… */
  fixture: string;
  /** The block's element in that page. */
  selector: string;
  /**
   * The element to print instead, when the block reads its surroundings
   * (the section divider reads its section's settings): an ancestor of it,
   * shown in the platform's form only.
   */
  shows?: string;
  /** What a visitor can do with it, in a sentence or two. */
  visitor: string;
  /** What else the page needs (site context, stand-in scripts), when anything. */
  needs?: string;
}

const providerScript = (name: string): BlockExample => ({
  fixture: 'commerce/third-party.html',
  selector: `#block-${name}`,
  visitor: 'Sees the provider\'s widget once its script has loaded; if it cannot load (blocked, offline, 10 s), the link to the provider stays and still works.',
  needs: '`scriptUrl` points at the QA server\'s stand-in script; leave it out on a real page and the provider\'s own script is loaded.',
});

const rendering = (name: string): BlockExample => ({
  fixture: 'commerce/third-party.html',
  selector: `#block-${name}`,
  visitor: 'Sees the content the server renders for the block (`POST /api/widget/GetWidgetRendering`, answered by the mock backend under `serve`); if that fails, the markup and its link stay.',
});

/** By widget folder name (`widgets/NAME/`). */
export const EXAMPLES: Readonly<Record<string, BlockExample>> = {
  accordion: {
    fixture: 'blocks/platform.html',
    selector: '#block-yui_3_17_2_1_1700000000000_1003',
    visitor: 'Opens and closes each item with a click, Enter or Space on its button (`aria-expanded` follows); the block\'s settings decide whether opening one closes the others.',
  },
  acuity: providerScript('acuity'),
  audio: rendering('audio'),
  button: {
    fixture: 'platform/image-blocks.html',
    selector: '#block-button',
    visitor: 'Follows the link like any link; the click is counted by the census analytics with the button\'s text, URL, alignment and size.',
  },
  calendar: rendering('calendar'),
  'cart-badge': {
    fixture: 'commerce/cart-badge.html',
    selector: '#block-cart-icon',
    visitor: 'Sees the number of items in the cart, kept up to date as products are added (the cart comes from the server); the link opens the cart page.',
  },
  chart: {
    fixture: 'content/chart.html',
    selector: '#block-chart-bar',
    visitor: 'Sees the data drawn as a bar, line or pie chart (the data\'s `type`) with its title and key; a screen reader finds the chart named by its title and the data as a table.',
  },
  'collection-link': rendering('collection-link'),
  donation: {
    fixture: 'forms/buttons.csp.html',
    selector: '#block-donate',
    visitor: 'Presses the donate button to open the donation page (`data-donate-page-id`) in a dialog; Escape closes it.',
  },
  embed: {
    fixture: 'content/data-block.html',
    selector: '#db-embed',
    visitor: 'Uses the embedded content (here an iframe) as the server wrote it, at its aspect ratio; nothing in the data becomes script.',
  },
  fivehundredpix: providerScript('fivehundredpix'),
  flickr: providerScript('flickr'),
  form: {
    fixture: 'forms/handwritten.html',
    selector: '#block-contact',
    visitor: 'Fills in the fields (labels, required marks and errors announced), submits with the button or Enter; sees each field\'s error, or the success message (the catalogue\'s default sentence when the block has none).',
  },
  gallery: {
    fixture: 'gallery/grid.html',
    selector: '.sqs-block[data-block-type="8"]',
    visitor: 'Clicks (or presses Enter on) a slide to open it in the lightbox, moves with the arrows, arrow keys or a swipe, closes with Escape or the close button; slideshows move by themselves when autoplay is on.',
  },
  'gallery-section': {
    fixture: 'sections/gallery-grid.html',
    selector: '[data-controller="GalleryGrid"]',
    visitor: 'Opens an image in the lightbox with a click or Enter, moves with the arrows or arrow keys, closes with Escape.',
  },
  header: {
    fixture: 'sections/header.html',
    selector: '#header',
    visitor: 'On a narrow screen, opens and closes the menu with the burger button (Escape closes it too).',
  },
  image: {
    fixture: 'platform/image-blocks.html',
    selector: '#block-card',
    visitor: 'Sees the image load at the size it is shown (the loader picks the width); with `lightbox: true`, clicks it to open it in the lightbox.',
  },
  instagram: providerScript('instagram'),
  'list-section': {
    fixture: 'sections/list-carousel.html',
    selector: '[data-controller="UserItemsListCarousel"]',
    visitor: 'Moves the carousel with its arrow buttons (the mobile arrows on a narrow screen).',
  },
  map: {
    fixture: 'content/map.html',
    selector: '#block-map',
    visitor: 'Pans and zooms the map with its marker; without a maps key (or when the maps script fails) sees the address and a link to a maps site instead.',
    needs: 'The maps key and script come from the site context: `website.mapsSettings.apiKey` (the fixture also sets `scriptUrl` to a stand-in). Without them the block shows its address and link.',
  },
  marquee: {
    fixture: 'content/data-block.html',
    selector: '#db-marquee',
    visitor: 'Sees the text scroll along a wave while the block is visible; hovering pauses it when `pausedOnHover` is on; with reduced motion it stands still.',
  },
  'member-area': {
    fixture: 'commerce/member-area.html',
    selector: '#block-members',
    visitor: 'Switches between the two pricing options (the buttons\' `aria-pressed` follows) to see that option\'s price and join button.',
  },
  menu: {
    fixture: 'content/data-block.html',
    selector: '#db-menu',
    visitor: 'Switches between the menus with the tabs (click, or arrow keys, Home and End as in any tab list).',
  },
  newsletter: {
    fixture: 'forms/newsletter.csp.html',
    selector: '#block-news-narrow',
    visitor: 'Types an email address and subscribes; sees the field\'s error or the thank-you message.',
  },
  product: {
    fixture: 'commerce/products.html',
    selector: '#block-ebook',
    visitor: 'Sees the price (and the sale price), picks variants and a quantity, and adds the product to the cart.',
  },
  reservation: {
    fixture: 'commerce/reservation.html',
    selector: '#block-reservation-narrow',
    visitor: 'Picks a date, time and party size in the provider\'s widget; a signed-in owner sees a preview notice instead.',
  },
  'scaled-text': {
    fixture: 'content/data-block.html',
    selector: '#db-scaled',
    visitor: 'Reads the text on one line at the largest size that fits (refitted after a resize).',
  },
  search: rendering('search'),
  'section-wrapper': {
    fixture: 'platform/page-images.html',
    selector: '#section-1',
    visitor: 'Sees the section\'s background image framed on its focal point at any window size.',
  },
  'section-divider': {
    fixture: 'sections/divider.html',
    selector: '[data-section-id="6a00000000000000000000e1"] [data-controller="SectionDivider"]',
    shows: 'section[data-section-id="6a00000000000000000000e1"]',
    visitor: 'Sees the section end in its divider shape (and stroke) at the section\'s real size, redrawn when the window resizes.',
  },
  shape: {
    fixture: 'content/data-block.html',
    selector: '#db-shape',
    visitor: 'Sees the shape at its group\'s proportions at any width.',
  },
  'social-links': {
    fixture: 'content/data-block.html',
    selector: '#db-social',
    visitor: 'Follows a link to each social profile (each link is named for its service).',
  },
  soundcloud: providerScript('soundcloud'),
  summary: {
    fixture: 'content/data-block.html',
    selector: '#db-summary',
    visitor: 'Sees the items laid out by the design (list here; a carousel moves with its arrows), their images loading as they come into view, and follows an item\'s link.',
  },
  'text-highlight': {
    fixture: 'content/data-block.html',
    selector: '#db-highlight',
    visitor: 'Sees each marked phrase drawn over with a shape as it scrolls into view (drawn at once with reduced motion).',
  },
  tock: {
    fixture: 'commerce/tock.html',
    selector: '#block-tock-narrow',
    visitor: 'Books through Tock\'s widget; if it cannot load, the link to the business stays.',
  },
  'tour-dates': rendering('tour-dates'),
  'user-account-link': {
    fixture: 'sections/account-link.html',
    selector: '.customerAccountLoginDesktop',
    visitor: 'Signed out, reads "Login" and opens the login dialog with a click or Enter; signed in, reads "Account" and follows it to the account page.',
  },
  video: {
    fixture: 'blocks/video.html',
    selector: '#block-video-3',
    visitor: 'Sees the thumbnail and title; clicking the play button (or Enter) replaces it with the player.',
  },
  zola: providerScript('zola'),
};
