export { LoginCard } from './components/LoginCard';
export { RequireAuth } from './components/RequireAuth';
export { RequireRole } from './components/RequireRole';
