export { LoginCard } from './components/LoginCard';
export { LoginCardDe } from './components/LoginCardDe';
export { RegisterForm } from './components/RegisterForm';
export { RequireAuth } from './components/RequireAuth';
export { RequireSeller } from './components/RequireSeller';
