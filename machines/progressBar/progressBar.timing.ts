/** How long the full (or failed) progress bar stays before it fades out; the bar's CSS fades over the same time. */
export const PROGRESS_FADE_MS = 400;
