/** The blank check lives with the machines, whose guards use it; both sides import it from here. */
export { isBlank } from '@machines/blank';
