/** '/home' and '/menu' (one chunk), loaded on first visit: the landing page's script does not carry them. */
export const loadHomePage = () => import('./components/HomePage').then((module) => ({ default: module.HomePage }));
export const loadMenuPage = () => import('./components/MenuPage').then((module) => ({ default: module.MenuPage }));
