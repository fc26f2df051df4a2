import { useEffect } from 'react';
import { navigate, usePath } from './lib/router.ts';
import { getToken } from './lib/session.ts';
import { HomePage, logout } from './pages/HomePage.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { RegisterPage } from './pages/RegisterPage.tsx';

const PUBLIC = new Set(['/login', '/register']);

/** Where a path leads: signed-out users go to /login, signed-in users skip the sign-in pages. */
function redirectFor(path: string, signedIn: boolean): string | null {
  if (path === '/logout') return null;
  if (!signedIn) return PUBLIC.has(path) ? null : '/login';
  if (PUBLIC.has(path) || !['/dashboard', '/onboarding'].includes(path)) return '/dashboard';
  return null;
}

export function App() {
  const path = usePath();
  const target = redirectFor(path, getToken() !== null);

  useEffect(() => {
    if (target) navigate(target, { replace: true });
    else if (path === '/logout') void logout();
  }, [path, target]);

  if (target || path === '/logout') return null;
  if (path === '/login') return <LoginPage />;
  if (path === '/register') return <RegisterPage />;
  return <HomePage key={path} kind={path === '/onboarding' ? 'onboarding' : 'dashboard'} />;
}
