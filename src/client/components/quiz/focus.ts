/**
 * Brings a new step of the quiz (result, thank-you screen) into view below the sticky header (64 px) and
 * moves the focus to its heading, so keyboard and screen-reader users continue from there.
 */
export function revealAndFocus(heading: HTMLElement | null) {
  if (!heading) return;
  const card = heading.closest('section') ?? heading;
  if (card.getBoundingClientRect().top < 96) card.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}
