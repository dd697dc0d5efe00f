// The site's whole stylesheet (Tailwind's output, about 39 KB, 8 KB compressed), as text for the
// <style> of every page: a separate stylesheet blocked the first paint behind a second request
// (Lighthouse mobile: first paint 1.9-2.5 s). Server-only, so it is not in the browser's JavaScript.
import css from "~/tailwind.css?inline";

export const INLINE_CSS: string = css;
