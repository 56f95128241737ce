/**
 * The router for the shell and every remote. It comes from here, never from 'react-router-dom' directly:
 * the runtime contract is the one shared instance, so all apps use one router context, and only the parts of
 * react-router named below are downloaded (sharing the whole package would send all of it, unshaken).
 * Need another router API? Add it here: that is a minor version of the contract (CHANGELOG.md).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction } from 'react-router';
