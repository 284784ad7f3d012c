/**
 * Product feeds for Google Merchant Center and Meta's catalogue (issue 38): public, streamed,
 * with ETags; `registerFeeds` adds them beside the API (not under /api).
 */
export { registerFeeds } from './feeds.routes';
export { META_COLUMNS } from './meta-feed';
