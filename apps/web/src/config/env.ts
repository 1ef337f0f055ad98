/** Only these build-time values reach the browser; nothing secret belongs here. */
export const env = {
  /** Empty when the web app and the API share an origin (the default). */
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '',
  demoVideoId: (import.meta.env.VITE_DEMO_VIDEO_ID as string | undefined) ?? 'N0MgLvceX7M',
};
