export { LoginCard } from './components/LoginCard';
export { LoginCardDe } from './components/LoginCardDe';
export { RegisterForm } from './components/RegisterForm';
export { RequireAuth } from './components/RequireAuth';
export { RequireRole } from './components/RequireRole';
