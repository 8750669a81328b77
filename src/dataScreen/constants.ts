/** Constants of the big screen /dataV (issue 6; spec §2 Data-screen page, §9). */

/** Every figure of the big screen is fetched again every 60 s. */
export const DATAV_REFRESH_MS = 60_000;
/** The design size of the wall display; the page scales this canvas to fit the window. */
export const DATAV_WIDTH = 1920;
export const DATAV_HEIGHT = 1080;
/** The clock of the title bar ticks every second, like the header clock (spec §9). */
export const DATAV_CLOCK_MS = 1000;
/** Window resizes are followed after 100 ms (spec §9 "resize redraw debounce 100 ms"). */
export const DATAV_RESIZE_DEBOUNCE_MS = 100;
/** The lists that hold more rows than they show move up one row this often. */
export const DATAV_TICKER_MS = 3000;
