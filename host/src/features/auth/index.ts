export { LoginCard } from './components/LoginCard';
export { LoginCardDe } from './components/LoginCardDe';
export { RequireAuth } from './components/RequireAuth';
export { RequireRole } from './components/RequireRole';
