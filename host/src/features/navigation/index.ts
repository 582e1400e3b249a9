export { Navbar } from './components/Navbar';
export { Footer } from './components/Footer';
