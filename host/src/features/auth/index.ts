export { LoginCard } from './components/LoginCard';
export { RequireRole } from './components/RequireRole';
