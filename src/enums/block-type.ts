/**
 * Block type numbers, as the platform's server markup carries them in
 * `data-block-type` (docs/behaviour/vocabulary.md#vocabulary: "Block type numbers").
 *
 * The keys are the documented names; the posts-by-author/tag/category/month range
 * (27-30) is spelt out so every number has one name.
 */
export const BLOCK_TYPE_NUMBERS = {
  navigation: 1,
  html: 2,
  logo: 3,
  map: 4,
  image: 5,
  twitter: 6,
  journal: 7,
  gallery: 8,
  form: 9,
  geo: 10,
  index: 11,
  collectionLink: 12,
  link: 13,
  tagCloud: 14,
  comments: 16,
  folder: 17,
  menu: 18,
  socialLinks: 19,
  summary: 20,
  spacer: 21,
  embed: 22,
  code: 23,
  foursquare: 24,
  instagram: 25,
  calendar: 26,
  postsByAuthor: 27,
  postsByTag: 28,
  postsByCategory: 29,
  postsByMonth: 30,
  quote: 31,
  video: 32,
  search: 33,
  audio: 41,
  fivehundredpix: 42,
  product: 43,
  markdown: 44,
  flickr: 45,
  amazon: 46,
  horizontalRule: 47,
  socialAccountLinks: 48,
  rss: 49,
  reservation: 50,
  newsletter: 51,
  donation: 52,
  button: 53,
  socialLinksV2: 54,
  summaryV2: 55,
  soundcloud: 56,
  emailFooter: 57,
  inBrowserMessageLink: 58,
  tourDates: 59,
  album: 60,
  archive: 61,
  chart: 62,
  zola: 63,
  acuity: 65,
  reservationV2: 66,
  memberArea: 67,
  tock: 68,
  accordion: 69,
  marquee: 70,
  shape: 71,
} as const;

/** A seed name of a block type number. */
export type BlockTypeNumberName = keyof typeof BLOCK_TYPE_NUMBERS;

/**
 * The README's kebab-case block type names (behaviour/vocabulary.md#vocabulary), each with
 * the `data-block-type` numbers that platform markup uses for it. Where the
 * platform has an old and a new block for one thing (summary 20/55, social
 * links 19/54, reservation 50/66) both numbers lead to the one widget.
 * Types with no number here (text-highlight, scaled-text, cart-badge) only
 * exist as `data-block="…"`.
 */
export const BLOCK_TYPE_NAME_NUMBERS = {
  image: [5],
  video: [32],
  embed: [22],
  shape: [71],
  product: [43],
  'collection-link': [12],
  soundcloud: [56],
  map: [4],
  form: [9],
  newsletter: [51],
  donation: [52],
  accordion: [69],
  marquee: [70],
  'scaled-text': [],
  'text-highlight': [],
  button: [53],
  'member-area': [67],
  gallery: [8],
  flickr: [45],
  instagram: [25],
  fivehundredpix: [42],
  reservation: [50, 66],
  tock: [68],
  audio: [41],
  'tour-dates': [59],
  calendar: [26],
  zola: [63],
  acuity: [65],
  search: [33],
  chart: [62],
  'social-links': [19, 54],
  menu: [18],
  summary: [20, 55],
  archive: [61],
  'cart-badge': [],
} as const satisfies Record<string, readonly number[]>;

/** A contract block type name, as written in `data-block="…"`. */
export type BlockTypeName = keyof typeof BLOCK_TYPE_NAME_NUMBERS;

