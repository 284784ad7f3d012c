// The client's URLs live in src/shared so the server can link to the same pages (canonical
// URLs, the sitemap, robots.txt).
export { paths } from '../shared/paths';
