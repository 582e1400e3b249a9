/**
 * The react-router(-dom) exports that the apps' shipped code imports (host, both remotes and
 * @craft/shared; tests and testing/ helpers left out). The shared router singleton is tree-shaken
 * to exactly these (webpack.cjs), so test-only names such as MemoryRouter stay out of
 * production. A remote that starts importing another export adds it here, and the host that
 * provides it ships with a new @craft/platform version; scripts/router-exports.test.mjs fails
 * while the list and this repository's sources disagree.
 */
module.exports = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'StaticRouter',
  'generatePath',
  'matchPath',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useSearchParams',
];
