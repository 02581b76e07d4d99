// The part of react-router-dom the deployables use, shared as the 'react-router-dom' singleton.
// A shared module cannot be tree-shaken (any remote may use any export), and the whole router,
// with its data, server and RSC APIs, is over 60 KiB gzip; listing the exports here lets webpack
// drop the rest. Importing a name that is not listed fails the build: add it here, knowing that
// it ships to every page of the professional and admin areas.
export {
  BrowserRouter,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '@hearth/facade-target/react-router-dom';
