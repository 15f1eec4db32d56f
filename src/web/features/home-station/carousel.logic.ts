/** The slide `step` away from `index`, wrapping around both ends. */
export function slideAfter(index: number, count: number, step = 1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Whether the carousel moves by itself: more than one slide, nobody pointing at or in it, motion allowed. */
export function carouselPlays(state: { count: number; hovered: boolean; focused: boolean; paused: boolean; reducedMotion: boolean }): boolean {
  return state.count > 1 && !state.hovered && !state.focused && !state.paused && !state.reducedMotion;
}
