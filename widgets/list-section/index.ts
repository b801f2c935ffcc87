/**
 * The 7.1 list sections (`UserItemsListSimple`, `UserItemsListCarousel`,
 * `UserItemsListBannerSlideshow`; docs/behaviour/sections.md#list-sections): the
 * carousel and the banner slideshow move their slides with their arrow
 * buttons and the arrow keys; the simple list is laid out by the stylesheet
 * alone. Their images are the page-images module's.
 */
import type { BlockMount, Cleanup } from '../../src/block-context.ts';
import { controller } from '../../src/sections/changes.ts';
import { moveSlides } from './slides.ts';

const all = (root: Element, selector: string) => Array.from(root.querySelectorAll<HTMLElement>(selector));

/** Mounts the list's slides and arrows; the cleanup puts every slide back where the stylesheet has it. */
export function mount(element: HTMLElement): Cleanup {
  return controller((changes) => {
    const carousel = element.classList.contains('user-items-list-carousel');
    const banner = element.classList.contains('user-items-list-banner-slideshow');
    if (!carousel && !banner) return;
    const prefix = carousel ? 'user-items-list-carousel__' : '';
    const list = element.querySelector<HTMLElement>(carousel ? '.user-items-list-carousel__slides' : '.slides');
    if (!list) throw new Error(`no ${carousel ? '.user-items-list-carousel__slides' : '.slides'} in the list section`);
    const arrows = carousel ? 'user-items-list-carousel__arrow-button' : 'user-items-list-banner-slideshow__arrow-button';
    moveSlides(
      element,
      {
        list,
        slides: all(list, carousel ? '.user-items-list-carousel__slide' : '.slide'),
        previous: all(element, `.${arrows}--left, .mobile-arrow-button--left`),
        next: all(element, `.${arrows}--right, .mobile-arrow-button--right`),
        initialized: `${prefix}slides--initialized`,
        hiddenArrow: carousel ? 'user-items-list-carousel__arrow-button--hidden' : 'arrow-button--hidden',
        infinite: element.getAttribute('data-is-infinite-enabled') === 'true',
      },
      changes,
    );
  });
}

mount satisfies BlockMount;
